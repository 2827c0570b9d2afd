# EX-17 (§3): the same set-up drawn from the state's seed: 18 draws (2 + 6 + 1
# + 9 counters), every WN hex filled, 9 depth markers on the map, none left in
# the WN pool; the log shows which counter went where.
cmd: resolve tests/examples/data/omaha-setup-standard.csv setup scenario=standard --seed 1 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,draws,18' $TMP/s.csv && test $(grep -c '^german,.*,hidden,' $TMP/s.csv) = 9 && test $(grep -c '^german,[^,]*,WN' $TMP/s.csv) = 18
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
--- stderr
