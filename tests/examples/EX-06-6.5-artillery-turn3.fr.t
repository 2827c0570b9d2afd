# French transcript of EX-06-6.5-artillery-turn3.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-ex06-t3.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=green,brown,orange;target=1;art=3/75-88-105' -o $TMP/s.csv --lang fr
status: 0
--- stdout
Tir allemand, secteur est, tour 3 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : green, brown, orange ; symbole de cible 1 (§6.1).
Aucune position des couleurs de la carte ne tire dans le secteur est (§6).
Pas de tir d'artillerie allemande aux tours 1 à 3 (§6.5).
--- stderr
