# EX-18 (§21.1): the same set-up from the seed: 37 draws (1 + 1 + 3 + 8 = 13 WN
# units, 6 + 6 reinforcements drawn, 12 placed).
cmd: resolve tests/examples/data/omaha-setup-beyond.csv setup scenario=beyond --seed 1 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,draws,37' $TMP/s.csv && test $(grep -c '^german,[^,]*,WN' $TMP/s.csv) = 13
--- stdout
Set-up of Beyond the Beach (§21.1).
WN 72S (hex 0821): the 88 unit g88-2, face down (§21.1).
1 88 WN unit left in the pool leaves play (§21.1).
WN 69 (hex 0915): the rocket unit rocket, face down (§21.1).
WN 62S (hex 0912): the artillery-symbol unit art-3, face down (§21.1).
WN 65S (hex 0807): the artillery-symbol unit art-4, face down (§21.1).
WN 68S (hex 0813): the artillery-symbol unit art-5, face down (§21.1).
3 artillery-symbol WN units left in the pool leave play (§21.1).
WN 62N (hex 0812): the other WN unit mg-2, face down (§21.1).
WN 65N (hex 0707): the other WN unit mg-7, face down (§21.1).
WN 67 (hex 0911): the other WN unit mg-1, face down (§21.1).
WN 66N (hex 0709): the other WN unit mg-4, face down (§21.1).
WN 66S (hex 0809): the other WN unit mg-8, face down (§21.1).
WN 68N (hex 0713): the other WN unit mg-6, face down (§21.1).
WN 71 (hex 0719): the other WN unit mg-9, face down (§21.1).
WN 72N (hex 0721): the other WN unit mg-3, face down (§21.1).
1 other WN unit left in the pool leaves play (§21.1).
An unrevealed WN depth marker, drawn face down, on each of 62S 65S 66S 67 68S 69 72N 72S (8) (§21.1).
1 WN depth marker face down in the WN reserve box (set,wn_markers) (§21.1).
6 tactical units drawn face down; 3 leave play (§21.1).
6 division units drawn face down; 5 stay in their box (§21.1).
A3 (hex 1210): T7, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
A4 (hex 1211): D9, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
A7 (hex 1212): D5, face down (§21.1).
C2 (hex 1213): T1, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
C4 (hex 1214): D2, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
C6 (hex 1215): T4, face down (§21.1).
D1 (hex 1216): D1, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
E5 (hex 1217): T2, face down (§21.1).
F1 (hex 1218): D7, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
G1 (hex 1219): D3, face down (§21.1).
G2 (hex 1220): T3, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
G6 (hex 1221): T6, face down (§21.1).
2 German artillery units active side up (§21.1).
Obstacles cleared on 0612 0613 0614 0615 0616 0523 0524 0525 0426 (§21.1).
The turn marker on 17 (§21.1).
The WN 69 rocket event counts as having happened once (set,rocket_events) (§21.1).
The US units stay where the state puts them: the table of §21.1 gives their hexes and strengths, not the steps a strength stands for (printed on the counters, not in the text) (§21.1).
--- stderr
