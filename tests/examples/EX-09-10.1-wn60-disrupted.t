# EX-09 variant (§10.1; ruling a30-clearing-disrupted): WN 60 still disrupted at
# the Engineer phase (e.g. §22.1's turn 4): 0606 may be cleared.
cmd: resolve tests/examples/data/omaha-ex09-wn60-disrupted.csv clear sector=east hexes=0606 --card fire=red,violet,blue -o $TMP/s.csv
status: 0
sh: grep -qx 'hex,0606,east,beach,mid,1,1,,' $TMP/s.csv
--- stdout
Engineers clear the obstacles of 0606 (§10.1).
1 of 2 hexes cleared in the east sector this turn (low tide) (§10.12).
--- stderr
