# French transcript of EX-04-14.11-hit-limits-extended.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-ex04-17.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,u6,1,1,inf,1,3,2,0913,ER1,1,' $TMP/s.csv
--- stdout
Tir allemand, secteur est, tour 17 (jeu étendu, §14) (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : red, violet, blue ; symbole de cible 1 (§6.1).
A7 (bleu) tire : 1 unité et 0 marqueur de réserve, jusqu'à 2 touches ; colonne renfort non révélé (§14.11).
u1 sur 0714 (sporadique, symbole 1) : « disrupt » (§6.3).
u5 sur 0913 (intense, symbole 2) : « disrupt » (§6.3).
u6 sur 0913 (intense, symbole 2) : « disrupt » (§6.3).
WN61 (violet) tire : 1 unité et 1 marqueur de réserve, jusqu'à 4 touches ; colonne WN ou renfort révélé (§14.11).
WN62 (rouge) tire : 2 unités et 1 marqueur de réserve, jusqu'à 6 touches ; colonne WN ou renfort révélé (§14.11).
u4 sur 0613 (sporadique, symbole 1) : « disrupt » (§6.3).
u2 sur 0713 (soutenu, symbole 2) : « none » (§6.3).
u3 sur 0713 (soutenu, symbole 1) : « step » (§6.3).
u1 sur 0714 (intense, symbole 1) : « step+disrupt » (§6.3).
A7 touche u5 (intense, à 2 hexagones, 2 pas) : « disrupt » (§6.31).
u5 est désorganisée (tir de A7) (§6.33).
A7 touche u6 (intense, à 2 hexagones, 1 pas) : « disrupt » (§6.31).
u6 est désorganisée (tir de A7) (§6.33).
WN62 touche u1 (intense, à 2 hexagones, 3 pas) : « step+disrupt » (§6.31).
u1 est désorganisée (tir de WN62) (§6.33).
u1 subit un pas de perte (tir de WN62) : il en reste 2 sur 3 (§6.32).
WN62 touche u3 (soutenu, à 1 hexagone, 1 pas) : « step » (§6.31).
u3 est éliminée (tir de WN62) (§6.32).
WN62 touche u4 (sporadique, à 2 hexagones, 1 pas) : « disrupt » (§6.31).
u4 est désorganisée (tir de WN62) (§6.33).
La carte de tir ne montre aucune valeur d'artillerie (§6.5).
--- stderr
