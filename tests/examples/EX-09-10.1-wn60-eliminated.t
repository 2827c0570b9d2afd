# EX-09 variant (§10.1): WN 60 eliminated: both 0606 and 0612 are cleared (low
# tide: two hexes).
cmd: resolve tests/examples/data/omaha-ex09-wn60-gone.csv clear sector=east hexes=0606,0612 --card fire=red,violet,blue -o $TMP/s.csv
status: 0
sh: grep -qx 'hex,0606,east,beach,mid,1,1,,' $TMP/s.csv
sh: grep -qx 'hex,0612,east,beach,mid,1,1,,' $TMP/s.csv
--- stdout
Engineers clear the obstacles of 0606 (§10.1).
Engineers clear the obstacles of 0612 (§10.1).
2 of 2 hexes cleared in the east sector this turn (low tide) (§10.12).
--- stderr
