# French transcript of EX-06-6.5-artillery-negative.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-ex06-neg.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=green,brown,orange;target=1;art=2/88-105' -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,i1,1,1,inf,3,3,' $TMP/s.csv
--- stdout
Tir allemand, secteur est, tour 9 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : green, brown, orange ; symbole de cible 1 (§6.1).
WN70 (vert) tire : 1 unité et 0 marqueur de réserve, jusqu'à 1 touche ; colonne WN ou renfort révélé (§6.31).
Valeur d'artillerie 2, calibres 88-105 : 1 unité d'artillerie allemande non désorganisée de ces calibres dans le secteur est (§6.5).
1 < 2 : pas de touche d'artillerie (§6.5).
--- stderr
