# French transcript of EX-05-6.34-spreading-hits.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-ex05.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,u1,1,1,inf,2,3,' $TMP/s.csv
sh: grep -q '^unit,u2,1,1,inf,2,3,' $TMP/s.csv
sh: grep -q '^unit,u3,1,1,inf,1,3,' $TMP/s.csv
--- stdout
Tir allemand, secteur est, tour 9 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : red, violet, blue ; symbole de cible 1 (§6.1).
PA (violet) tire : 1 unité et 1 marqueur de réserve, jusqu'à 2 touches ; colonne WN ou renfort révélé (§6.31).
u2 sur 0710 (soutenu, cible dense §6.35, symbole 1) : « step » (§6.3).
u3 sur 0710 (soutenu, cible dense §6.35, symbole 1) : « step » (§6.3).
u1 sur 0711 (intense, symbole 1) : « step+disrupt » (§6.3).
PB (bleu) tire : 1 unité et 0 marqueur de réserve, jusqu'à 1 touche ; colonne WN ou renfort révélé (§6.31).
u1 sur 0711 (soutenu, symbole 1) : « step » (§6.3).
PA touche u2 (soutenu, à 1 hexagone, 3 pas) : « step » (§6.31).
u2 subit un pas de perte (tir de PA) : il en reste 2 sur 3 (§6.32).
PA touche u3 (soutenu, à 1 hexagone, 2 pas) : « step » (§6.31).
u3 subit un pas de perte (tir de PA) : il en reste 1 sur 3 (§6.32).
u3 va dans la case de pertes de la 1re Division : 1 unité (§13.1).
PB touche u1 (soutenu, à 5 hexagones, 3 pas) : « step » (§6.31).
u1 subit un pas de perte (tir de PB) : il en reste 2 sur 3 (§6.32).
La carte de tir ne montre aucune valeur d'artillerie (§6.5).
--- stderr
