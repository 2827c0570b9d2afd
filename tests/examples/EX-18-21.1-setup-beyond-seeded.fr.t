# French transcript of EX-18-21.1-setup-beyond-seeded.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-setup-beyond.csv setup scenario=beyond --seed 1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,draws,37' $TMP/s.csv && test $(grep -c '^german,[^,]*,WN' $TMP/s.csv) = 13
--- stdout
Mise en place de Beyond the Beach (§21.1).
WN 72S (hexagone 0821) : l'unité g88-2 (88), face cachée (§21.1).
1 unité WN (classe 88) restant dans le stock quitte le jeu (§21.1).
WN 69 (hexagone 0915) : l'unité rocket (à roquettes), face cachée (§21.1).
WN 62S (hexagone 0912) : l'unité art-3 (à symbole d'artillerie), face cachée (§21.1).
WN 65S (hexagone 0807) : l'unité art-4 (à symbole d'artillerie), face cachée (§21.1).
WN 68S (hexagone 0813) : l'unité art-5 (à symbole d'artillerie), face cachée (§21.1).
3 unités WN (classe à symbole d'artillerie) restant dans le stock quittent le jeu (§21.1).
WN 62N (hexagone 0812) : l'unité mg-2 (autre WN), face cachée (§21.1).
WN 65N (hexagone 0707) : l'unité mg-7 (autre WN), face cachée (§21.1).
WN 67 (hexagone 0911) : l'unité mg-1 (autre WN), face cachée (§21.1).
WN 66N (hexagone 0709) : l'unité mg-4 (autre WN), face cachée (§21.1).
WN 66S (hexagone 0809) : l'unité mg-8 (autre WN), face cachée (§21.1).
WN 68N (hexagone 0713) : l'unité mg-6 (autre WN), face cachée (§21.1).
WN 71 (hexagone 0719) : l'unité mg-9 (autre WN), face cachée (§21.1).
WN 72N (hexagone 0721) : l'unité mg-3 (autre WN), face cachée (§21.1).
1 unité WN (classe autre) restant dans le stock quitte le jeu (§21.1).
Un marqueur de réserve WN non révélé, tiré face cachée, sur chacune de 62S 65S 66S 67 68S 69 72N 72S (8) (§21.1).
1 marqueur de réserve WN face cachée dans la case de réserve WN (set,wn_markers) (§21.1).
6 unités tactical tirées face cachée ; 3 quittent le jeu (§21.1).
6 unités division tirées face cachée ; 5 restent dans leur case (§21.1).
A3 (hexagone 1210) : T7, face cachée, sur un marqueur de profondeur non révélé tiré de la case mobile ou bâtiment, selon le type de la position (§21.1).
A4 (hexagone 1211) : D9, face cachée, sur un marqueur de profondeur non révélé tiré de la case mobile ou bâtiment, selon le type de la position (§21.1).
A7 (hexagone 1212) : D5, face cachée (§21.1).
C2 (hexagone 1213) : T1, face cachée, sur un marqueur de profondeur non révélé tiré de la case mobile ou bâtiment, selon le type de la position (§21.1).
C4 (hexagone 1214) : D2, face cachée, sur un marqueur de profondeur non révélé tiré de la case mobile ou bâtiment, selon le type de la position (§21.1).
C6 (hexagone 1215) : T4, face cachée (§21.1).
D1 (hexagone 1216) : D1, face cachée, sur un marqueur de profondeur non révélé tiré de la case mobile ou bâtiment, selon le type de la position (§21.1).
E5 (hexagone 1217) : T2, face cachée (§21.1).
F1 (hexagone 1218) : D7, face cachée, sur un marqueur de profondeur non révélé tiré de la case mobile ou bâtiment, selon le type de la position (§21.1).
G1 (hexagone 1219) : D3, face cachée (§21.1).
G2 (hexagone 1220) : T3, face cachée, sur un marqueur de profondeur non révélé tiré de la case mobile ou bâtiment, selon le type de la position (§21.1).
G6 (hexagone 1221) : T6, face cachée (§21.1).
2 unités d'artillerie allemande face active visible (§21.1).
Obstacles dégagés sur 0612 0613 0614 0615 0616 0523 0524 0525 0426 (§21.1).
Le marqueur de tour sur 17 (§21.1).
L'événement roquettes du WN 69 compte comme ayant eu lieu une fois (set,rocket_events) (§21.1).
Les unités américaines restent où l'état les place : la table du §21.1 donne leurs hexagones et leurs forces, non le nombre de pas que représente une force (imprimé sur les pions, absent du texte) (§21.1).
--- stderr
