# French transcript of n44-E5-6.5-resolve.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e5.csv assault hq=us-vii att=us-4-8,us-4-12,us-4-22,us-70-tk to=0713 --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv --lang fr
status: 0
--- stdout
L'EM us-vii est activé en mode Combat et retourné sur "Finie" (§1.1.3).
L'EM us-vii dépense le marqueur « Offensive » off-1 (§1.1.3).
Attaque 14 contre défense 2 : 14 vs 2 = 7.00, colonne 6/1, arrondi au rang inférieur (à l'avantage du défenseur) ; au-dessus de 6/1 compte comme 6/1 (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
2 décalages de colonne vers la gauche : la pile attaquante la plus pénalisante (0712) a D2 (§6.5).
1 décalage de colonne vers la gauche : la pile attaquante la plus pénalisante (0712) est A1 (§6.5).
Colonne finale 3/1 (§6.3).
Le joueur allié jette 1d6 = 3 : 3 sur la colonne 3/1 : -/2R1 (TRC) (§6.3).
L'unité de-709-919 du défenseur subit 1 pas de perte : détruite, dans la case Cadre des unités détruites (§6.10).
--- stderr
