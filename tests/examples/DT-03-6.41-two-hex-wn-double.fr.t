# French transcript of DT-03-6.41-two-hex-wn-double.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-dt03.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red2,violet,blue;target=1;art=-' -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,u1,1,1,inf,3,3,1,0714,ER1,0,' $TMP/s.csv
--- stdout
Tir allemand, secteur est, tour 9 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : red (double), violet, blue ; symbole de cible 1 (§6.1).
WN61 (violet) est désorganisée : pas de champ de tir, elle ne tire pas (§6.4).
WN62 (rouge) : un double symbole, et pas de marqueur de réserve sous une unité non désorganisée : elle ne tire pas (§6.3).
Aucune position des couleurs de la carte ne tire dans le secteur est (§6).
La carte de tir ne montre aucune valeur d'artillerie (§6.5).
g61 (WN61, violet) n'est plus désorganisée (§6.4).
g62n (WN62, rouge) n'est plus désorganisée (§6.4).
--- stderr
