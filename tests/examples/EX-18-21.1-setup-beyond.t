# EX-18 (§21.1): the Beyond the Beach set-up with every draw typed (die 1 =
# the first counter left): one 88 on 72S (the other leaves play), the rocket
# unit on 69, 3 artillery-symbol units on 62S 65S 68S (the other 3 leave), 8
# others on 62N 65N 67 66N 66S 68N 71 72N (1 leaves), markers under 62S 65S 66S
# 67 68S 69 72N 72S and 1 in the WN box; 6 of 9 Tactical drawn (3 leave), 6 of
# 11 Division (5 stay), the 12 placed on A3(D) ... G6 with markers on the (D)
# ones; artillery active; 0612-0616 0523-0525 0426 cleared; turn 17; the
# rocket event done once. MADE-UP MAP AND COUNTERS (omaha-setup.py).
cmd: resolve tests/examples/data/omaha-setup-beyond.csv setup scenario=beyond --dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 -o $TMP/s.csv
status: 0
sh: f=$TMP/s.csv; grep -qx 'set,turn,17' $f && grep -qx 'set,wn_markers,1' $f && grep -qx 'set,rocket_events,1' $f && grep -qx 'german,g88-1,WN72,0821,wn,352,0,0,hidden,88,' $f && grep -qx 'german,g88-2,removed,,wn,352,0,0,,88,' $f && grep -qx 'german,mg-9,removed,,wn,352,0,0,,,' $f && grep -qx 'german,T1,A3,1210,reinf,352,0,0,hidden,,' $f && grep -qx 'german,T3,A7,1212,reinf,352,0,0,,,' $f && grep -qx 'german,D1,D1,1216,reinf,352,0,0,hidden,,' $f && test $(grep -c '^german,T.,removed' $f) = 3 && test $(grep -c '^german,D.*,box-division' $f) = 5 && test $(grep -c '^german,[^,]*,WN' $f) = 13 && test $(grep -c ',hidden,' $f) = 15 && grep -qx 'hex,0426,east,beach,mid,1,1,,' $f && grep -qx 'german,art-east,art-east,,offmap,352,0,0,,105,1' $f
--- stdout
Set-up of Beyond the Beach (§21.1).
WN 72S (hex 0821): the 88 unit g88-1, face down (§21.1).
1 88 WN unit left in the pool leaves play (§21.1).
WN 69 (hex 0915): the rocket unit rocket, face down (§21.1).
WN 62S (hex 0912): the artillery-symbol unit art-1, face down (§21.1).
WN 65S (hex 0807): the artillery-symbol unit art-2, face down (§21.1).
WN 68S (hex 0813): the artillery-symbol unit art-3, face down (§21.1).
3 artillery-symbol WN units left in the pool leave play (§21.1).
WN 62N (hex 0812): the other WN unit mg-1, face down (§21.1).
WN 65N (hex 0707): the other WN unit mg-2, face down (§21.1).
WN 67 (hex 0911): the other WN unit mg-3, face down (§21.1).
WN 66N (hex 0709): the other WN unit mg-4, face down (§21.1).
WN 66S (hex 0809): the other WN unit mg-5, face down (§21.1).
WN 68N (hex 0713): the other WN unit mg-6, face down (§21.1).
WN 71 (hex 0719): the other WN unit mg-7, face down (§21.1).
WN 72N (hex 0721): the other WN unit mg-8, face down (§21.1).
1 other WN unit left in the pool leaves play (§21.1).
An unrevealed WN depth marker, drawn face down, on each of 62S 65S 66S 67 68S 69 72N 72S (8) (§21.1).
1 WN depth marker face down in the WN reserve box (set,wn_markers) (§21.1).
6 tactical units drawn face down; 3 leave play (§21.1).
6 division units drawn face down; 5 stay in their box (§21.1).
A3 (hex 1210): T1, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
A4 (hex 1211): T2, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
A7 (hex 1212): T3, face down (§21.1).
C2 (hex 1213): T4, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
C4 (hex 1214): T5, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
C6 (hex 1215): T6, face down (§21.1).
D1 (hex 1216): D1, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
E5 (hex 1217): D2, face down (§21.1).
F1 (hex 1218): D3, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
G1 (hex 1219): D4, face down (§21.1).
G2 (hex 1220): D5, face down, over an unrevealed depth marker drawn from the mobile or building box, by the position's type (§21.1).
G6 (hex 1221): D6, face down (§21.1).
2 German artillery units active side up (§21.1).
Obstacles cleared on 0612 0613 0614 0615 0616 0523 0524 0525 0426 (§21.1).
The turn marker on 17 (§21.1).
The WN 69 rocket event counts as having happened once (set,rocket_events) (§21.1).
The US units stay where the state puts them: the table of §21.1 gives their hexes and strengths, not the steps a strength stands for (printed on the counters, not in the text) (§21.1).
--- stderr
