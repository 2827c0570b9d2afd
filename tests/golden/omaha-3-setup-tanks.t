# §3 (seed lines 1052-1054): the 8 tanks without an entry turn start "dans les cases de
# débarquement notées sur leurs pions": T/741 (code ER1) in ER1, T2/741 (code ER, a beach:
# any ER box, as §5.3 reads a code) in ER2; setup checks and logs each, changes neither.
cmd: resolve tests/golden/data/omaha/om-3-setup-tanks.csv setup scenario=standard --seed 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,T/741,1,1,tank,2,2,2,box:ER1,' $TMP/s.csv && grep -q '^unit,T2/741,1,1,tank,2,2,2,box:ER2,' $TMP/s.csv && grep -qx 'set,turn,1' $TMP/s.csv
--- stdout
Set-up of The First Waves / D-Day at Omaha Beach (§3).
An unrevealed WN depth marker, drawn face down, on each of 60 61 62N 65N 66N 68N 70 72N 73 (9) (§3).
9 WN depth markers face down in the WN reserve box (set,wn_markers) (§3).
WN 61 (hex 0703): the 88 unit g88-2, face down (§3).
WN 72S (hex 0821): the 88 unit g88-1, face down (§3).
WN 60 (hex 0701): the artillery-symbol unit art-3, face down (§3).
WN 62S (hex 0912): the artillery-symbol unit art-4, face down (§3).
WN 65S (hex 0807): the artillery-symbol unit art-5, face down (§3).
WN 68S (hex 0813): the artillery-symbol unit art-2, face down (§3).
WN 70 (hex 0717): the artillery-symbol unit art-6, face down (§3).
WN 73 (hex 0723): the artillery-symbol unit art-1, face down (§3).
WN 69 (hex 0915): the rocket unit rocket, face down (§3).
WN 62N (hex 0812): the other WN unit mg-5, face down (§3).
WN 64 (hex 0705): the other WN unit mg-3, face down (§3).
WN 65N (hex 0707): the other WN unit mg-8, face down (§3).
WN 66N (hex 0709): the other WN unit mg-4, face down (§3).
WN 66S (hex 0809): the other WN unit mg-9, face down (§3).
WN 67 (hex 0911): the other WN unit mg-2, face down (§3).
WN 68N (hex 0713): the other WN unit mg-6, face down (§3).
WN 71 (hex 0719): the other WN unit mg-7, face down (§3).
WN 72N (hex 0721): the other WN unit mg-1, face down (§3).
T/741, a tank without an entry turn, starts in landing box ER1, as its counter notes (ER1) (§3).
T2/741, a tank without an entry turn, starts in landing box ER2, as its counter notes (ER) (§3).
--- stderr
