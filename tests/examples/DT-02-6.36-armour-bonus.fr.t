# French transcript of DT-02-6.36-armour-bonus.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-dt02.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red+armor,violet,blue;target=1;art=-' -o $TMP/s.csv --lang fr
status: 0
--- stdout
Tir allemand, secteur est, tour 9 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : red bonus contre blindés, violet, blue ; symbole de cible 1 (§6.1).
WN62 (rouge) tire : 2 unités et 1 marqueur de réserve, jusqu'à 3 touches ; colonne WN ou renfort révélé (§6.31).
t1 sur 0713 (soutenu, symbole 2, bonus contre blindés : comme non blindée §6.36) : « none » (§6.3).
t2 sur 0714 (intense, symbole 2, bonus contre blindés : comme non blindée §6.36) : « disrupt » (§6.3).
WN62 touche t2 (intense, à 2 hexagones, 2 pas) : « disrupt » (§6.31).
t2 est désorganisée (tir de WN62) (§6.33).
La carte de tir ne montre aucune valeur d'artillerie (§6.5).
--- stderr
