# French transcript of n44-T11-4.3-overrun-fails.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t10.csv overrun unit=de-2pz-3 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-2pz-3,german,de,armour,2Pz,1,2,8/5,5/3,10,2,0712,1,0," $TMP/out.csv
--- stdout
Attaque 8 contre défense 4 : 8 vs 4 = 2.00, colonne 2/1, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
Colonne finale 2/1 (§6.3).
Overrun : le joueur allemand jette 1d6 = 1 : 1 sur la colonne 2/1 : 1/1 (§4.3, §6.3).
L'unité de-2pz-3 de l'attaquant subit 1 pas de perte : retournée sur une face plus faible (§6.10).
L'unité us-29-116 du défenseur subit 1 pas de perte : retournée sur une face plus faible (§6.10).
L'overrun échoue : le mouvement de de-2pz-3 se termine en 0712, un niveau de désorganisation de plus (D1) (§4.3).
--- stderr
