# EX-17 (§3) with the WN depth markers as marker rows: after the 18 unit draws of
# EX-17-3-setup-standard, 9 of the 18 WN markers are drawn (die 1: the first left) under
# the units on 60 61 62N 65N 66N 68N 70 72N 73; the other 9 stay in box-wn.
cmd: resolve tests/examples/data/omaha-setup-pools.csv setup scenario=standard --dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 -o $TMP/s.csv
status: 0
sh: grep -qx 'marker,w01,art-1,wn,?,?,?' $TMP/s.csv
sh: grep -qx 'marker,w09,art-6,wn,?,?,?' $TMP/s.csv
sh: test $(grep -c '^marker,w[0-9]*,box-wn,' $TMP/s.csv) = 9
sh: grep -q '^german,art-1,WN60,0701,wn,352,0,0,hidden,' $TMP/s.csv
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
art-1 draws depth marker w01 from the wn pool (1 of 18): placed unrevealed under it (§9.21).
g88-1 draws depth marker w02 from the wn pool (1 of 17): placed unrevealed under it (§9.21).
mg-1 draws depth marker w03 from the wn pool (1 of 16): placed unrevealed under it (§9.21).
mg-3 draws depth marker w04 from the wn pool (1 of 15): placed unrevealed under it (§9.21).
mg-4 draws depth marker w05 from the wn pool (1 of 14): placed unrevealed under it (§9.21).
mg-7 draws depth marker w06 from the wn pool (1 of 13): placed unrevealed under it (§9.21).
art-5 draws depth marker w07 from the wn pool (1 of 12): placed unrevealed under it (§9.21).
mg-9 draws depth marker w08 from the wn pool (1 of 11): placed unrevealed under it (§9.21).
art-6 draws depth marker w09 from the wn pool (1 of 10): placed unrevealed under it (§9.21).
--- stderr
