# French transcript of n44-T30-10-0.1-drop-fight.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-drop-fight.csv assault att=us-82-505 to=0618 --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^hex,0618,clear,none,,,,confusion" $TMP/out.csv
--- stdout
Attaque 4 contre défense 6 : 4 vs 6 = 0.67, colonne 1/2, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
1 décalage de colonne vers la gauche : la pile attaquante la plus pénalisante (0618) a D1 (§6.5).
Colonne finale 1/3 (§6.3).
Le joueur allié jette 1d6 = 2, +1 élite de l'attaquant (§6.3) : 3 sur la colonne 1/3 : 1/- (TRC) (§6.3).
L'unité us-82-505 de l'attaquant subit 1 pas de perte : retournée sur une face plus faible (§6.10).
Aucun camp n'est chassé : les deux restent en 0618, en Confusion (§6.11, §10 0.1).
--- stderr
