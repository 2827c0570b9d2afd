# French transcript of DT-01-6.35-dense-target.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-dt01.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' ties=id -o $TMP/s.csv --lang fr
status: 0
--- stdout
Tir allemand, secteur est, tour 9 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : red, violet, blue ; symbole de cible 1 (§6.1).
WN62 (rouge) tire : 2 unités et 2 marqueurs de réserve, jusqu'à 4 touches ; colonne WN ou renfort révélé (§6.31).
e1 sur 0713 (soutenu, symbole 2) : « none » (§6.3).
e2 sur 0713 (soutenu, symbole 3) : « none » (§6.3).
d1 sur 0714 (intense, cible dense §6.35, symbole 2) : « step+disrupt » (§6.3).
d2 sur 0714 (intense, cible dense §6.35, symbole 3) : « step+disrupt » (§6.3).
WN62 touche d1 (intense, à 2 hexagones, 3 pas) : « step+disrupt » (§6.31).
d1 est désorganisée (tir de WN62) (§6.33).
d1 subit un pas de perte (tir de WN62) : il en reste 2 sur 3 (§6.32).
WN62 touche d2 (intense, à 2 hexagones, 2 pas) : « step+disrupt » (§6.31).
d2 est désorganisée (tir de WN62) (§6.33).
d2 subit un pas de perte (tir de WN62) : il en reste 1 sur 3 (§6.32).
d2 va dans la case de pertes de la 1re Division : 1 unité (§13.1).
La carte de tir ne montre aucune valeur d'artillerie (§6.5).
--- stderr
