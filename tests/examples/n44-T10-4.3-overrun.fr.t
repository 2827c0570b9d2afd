# French transcript of n44-T10-4.3-overrun.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t10.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,de-2pz-3,german,de,armour,2Pz,2,2,8/5,5/3,10,2,0713,0,0,.*mp=4" $TMP/out.csv
sh: grep -q "^marker,off-1,offensive,0812,german" $TMP/out.csv
--- stdout
Attaque 14 contre défense 4 : 14 vs 4 = 3.50, colonne 3/1, arrondi au rang inférieur (à l'avantage du défenseur) (§6.3).
Le terrain du défenseur, clear, ne donne pas de décalage (TET) (§2.2).
Colonne finale 3/1 (§6.3).
Overrun : le joueur allemand jette 1d6 = 3 : 3 sur la colonne 3/1 : -/2R1 (§4.3, §6.3).
L'unité us-29-116 du défenseur subit 2 pas de perte : détruite, dans la case Cadre des unités détruites (§6.10).
L'overrun réussit : la pile entre en 0713 et peut continuer son mouvement, hors ZdC ennemie, en ignorant la ZdC des unités qu'elle a repoussées (§4.3).
--- stderr
