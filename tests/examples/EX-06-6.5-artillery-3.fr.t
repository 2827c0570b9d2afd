# French transcript of EX-06-6.5-artillery-3.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-ex06.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=green,brown,orange;target=1;art=3/75-88-105' -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,i1,1,1,inf,2,3,' $TMP/s.csv
sh: grep -q '^unit,t1,1,1,tank,2,2,' $TMP/s.csv
--- stdout
Tir allemand, secteur est, tour 9 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : green, brown, orange ; symbole de cible 1 (§6.1).
Aucune position des couleurs de la carte ne tire dans le secteur est (§6).
Valeur d'artillerie 3, calibres 75-88-105 : 3 unités d'artillerie allemande non désorganisées de ces calibres dans le secteur est (§6.5).
Touche d'artillerie : i1 (infanterie dans une case de débarquement) (§6.5).
i1 subit un pas de perte (tir de German artillery) : il en reste 2 sur 3 (§6.32).
--- stderr
