# French transcript of EX-05-6.34-rule-priority-first.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-ex05.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' --rule a07-spread-priority=priority-first -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,u3,1,1,inf,2,3,' $TMP/s.csv
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
PA touche u1 (intense, à 1 hexagone, 3 pas) : « step+disrupt » (§6.31).
u1 est désorganisée (tir de PA) (§6.33).
u1 subit un pas de perte (tir de PA) : il en reste 2 sur 3 (§6.32).
PA touche u2 (soutenu, à 1 hexagone, 3 pas) : « step » (§6.31).
u2 subit un pas de perte (tir de PA) : il en reste 2 sur 3 (§6.32).
PB : 1 touche perdue (aucune autre unité éligible) (§6.34).
La carte de tir ne montre aucune valeur d'artillerie (§6.5).
--- stderr
