# French transcript of n44-T33-5.3-german-multi-hq.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t14.csv assault hq=de-lxxxiv att=de-17ss-37,de-17ss-38 to=0713 support=de-lxxxiv,de-ii-fj --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^hq,de-ii-fj,german,de,1,8,finished,0611,supported-attack" $TMP/out.csv
sh: grep -q "^marker,off-2,offensive,none," $TMP/out.csv
sh: grep -q "^marker,off-3,offensive,0611,german" $TMP/out.csv
--- stdout
L'EM de-lxxxiv est activé en mode Combat et retourné sur "Finie" (§1.1.3).
L'EM de-lxxxiv dépense le marqueur « Offensive » off-1 (§1.1.3).
L'EM de-ii-fj dépense le marqueur « Offensive » off-2 (§1.1.3).
L'EM de-ii-fj ajoute son soutien : retourné, un marqueur « Offensive » dépensé (§5.3).
Attaque 12 contre défense 3 : 12 vs 3 = 4.00, colonne 4/1, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
+2 décalages de colonne vers la droite : soutien de l'EM de-lxxxiv, bonus (2) (§5.3).
+1 décalage de colonne vers la droite : soutien de l'EM de-ii-fj, bonus (1) (§5.3).
La colonne du joueur actif : 6/1, avant les décalages du joueur inactif (6/1 au plus) (§6.3).
Colonne finale 6/1 (§6.3).
Le joueur allemand jette 1d6 = 1, +1 élite de l'attaquant (§6.3) : 2 sur la colonne 6/1 : -/XE (TRC) (§6.3).
L'unité us-9-39 du défenseur subit 2 pas de perte : détruite, dans la case Cadre des unités détruites (§6.10).
Exploitation : l'EM de-lxxxiv est retourné sur "Disponible" pour une activation supplémentaire de 2 piles en Réserve au plus (§6.8).
--- stderr
