# DT-08 (§10.12): turn 9, mid tide: one hex is cleared.
cmd: resolve tests/examples/data/omaha-ex09-turn9.csv clear sector=east hexes=0606 --card fire=red,violet,blue -o $TMP/s.csv
status: 0
sh: grep -qx 'set,cleared.east,9:1' $TMP/s.csv
--- stdout
Engineers clear the obstacles of 0606 (§10.1).
1 of 1 hex cleared in the east sector this turn (mid tide) (§10.12).
--- stderr
