# French transcript of DT-03-6.41-two-hex-wn-single.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-fire-dt03.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-' -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^german,g61,WN61,0810,wn,716,0,0,' $TMP/s.csv
sh: grep -q '^german,g62n,WN62,0812,wn,716,0,0,' $TMP/s.csv
--- stdout
Tir allemand, secteur est, tour 9 (§6).
Carte fire-east 1 jouée à la table : elle quitte la pioche (§2.3).
Carte de tir : red, violet, blue ; symbole de cible 1 (§6.1).
WN61 (violet) est désorganisée : pas de champ de tir, elle ne tire pas (§6.4).
WN62 (rouge) tire : 1 unité et 0 marqueur de réserve, jusqu'à 1 touche ; colonne WN ou renfort révélé (§6.31).
u2 sur 0713 (soutenu, symbole 1) : « step » (§6.3).
u1 sur 0714 (intense, symbole 1) : « step+disrupt » (§6.3).
WN62 touche u1 (intense, à 2 hexagones, 3 pas) : « step+disrupt » (§6.31).
u1 est désorganisée (tir de WN62) (§6.33).
u1 subit un pas de perte (tir de WN62) : il en reste 2 sur 3 (§6.32).
La carte de tir ne montre aucune valeur d'artillerie (§6.5).
g61 (WN61, violet) n'est plus désorganisée (§6.4).
g62n (WN62, rouge) n'est plus désorganisée (§6.4).
--- stderr
