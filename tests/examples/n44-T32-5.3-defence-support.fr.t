# French transcript of n44-T32-5.3-defence-support.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t14.csv assault hq=de-lxxxiv att=de-17ss-37,de-17ss-38 to=0713 def_support=us-vii --tables tests/examples/data/normandie44-tables --dice 2 def_retreat=0714 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^hq,us-vii,allied,us,1,8,finished,0715,supported-defence" $TMP/out.csv
--- stdout
L'EM de-lxxxiv est activé en mode Combat et retourné sur "Finie" (§1.1.3).
L'EM de-lxxxiv dépense le marqueur « Offensive » off-1 (§1.1.3).
L'EM us-vii soutient la défense : retourné, aucun marqueur dépensé (§5.3).
Attaque 12 contre défense 3 : 12 vs 3 = 4.00, colonne 4/1, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
1 décalage de colonne vers la gauche : soutien de l'EM us-vii en défense (§5.3).
Colonne finale 3/1 (§6.3).
Le joueur allemand jette 1d6 = 2, +1 élite de l'attaquant (§6.3) : 3 sur la colonne 3/1 : -/2R1 (TRC) (§6.3).
L'unité us-9-39 du défenseur subit 2 pas de perte : détruite, dans la case Cadre des unités détruites (§6.10).
--- stderr
