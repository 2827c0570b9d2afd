# EX-17 (§3): the set-up of The First Waves / D-Day at Omaha Beach with every
# draw typed (die 1 = the first counter left in the pool), so each place can be
# checked by hand: the 88s on 61 and 72S, the artillery-symbol units on 60,
# 62S, 65S, 68S, 70, 73, the rocket unit on 69, the 9 others on the remaining
# WN hexes, depth markers under the units on 60 61 62N 65N 66N 68N 70 72N 73,
# 9 markers left in the WN box. MADE-UP MAP AND COUNTERS (omaha-setup.py).
cmd: resolve tests/examples/data/omaha-setup-standard.csv setup scenario=standard --dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,wn_markers,9' $TMP/s.csv && grep -qx 'german,g88-1,WN61,0703,wn,352,0,0,hidden,88,' $TMP/s.csv && grep -qx 'german,g88-2,WN72,0821,wn,352,0,0,,88,' $TMP/s.csv && grep -qx 'german,mg-9,WN72,0721,wn,352,0,0,hidden,,' $TMP/s.csv && grep -qx 'german,mg-5,WN66,0809,wn,352,0,0,,,' $TMP/s.csv && test $(grep -c '^german,.*,hidden,' $TMP/s.csv) = 9 && test $(grep -c '^german,.*,box-wn,' $TMP/s.csv) = 0
--- stdout
Set-up of The First Waves / D-Day at Omaha Beach (§3).
An unrevealed WN depth marker, drawn face down, on each of 60 61 62N 65N 66N 68N 70 72N 73 (9) (§3).
9 WN depth markers face down in the WN reserve box (set,wn_markers) (§3).
WN 61 (hex 0703): the 88 unit g88-1, face down (§3).
WN 72S (hex 0821): the 88 unit g88-2, face down (§3).
WN 60 (hex 0701): the artillery-symbol unit art-1, face down (§3).
WN 62S (hex 0912): the artillery-symbol unit art-2, face down (§3).
WN 65S (hex 0807): the artillery-symbol unit art-3, face down (§3).
WN 68S (hex 0813): the artillery-symbol unit art-4, face down (§3).
WN 70 (hex 0717): the artillery-symbol unit art-5, face down (§3).
WN 73 (hex 0723): the artillery-symbol unit art-6, face down (§3).
WN 69 (hex 0915): the rocket unit rocket, face down (§3).
WN 62N (hex 0812): the other WN unit mg-1, face down (§3).
WN 64 (hex 0705): the other WN unit mg-2, face down (§3).
WN 65N (hex 0707): the other WN unit mg-3, face down (§3).
WN 66N (hex 0709): the other WN unit mg-4, face down (§3).
WN 66S (hex 0809): the other WN unit mg-5, face down (§3).
WN 67 (hex 0911): the other WN unit mg-6, face down (§3).
WN 68N (hex 0713): the other WN unit mg-7, face down (§3).
WN 71 (hex 0719): the other WN unit mg-8, face down (§3).
WN 72N (hex 0721): the other WN unit mg-9, face down (§3).
--- stderr
