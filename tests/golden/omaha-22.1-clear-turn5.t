# §22.1: from turn 5 the engineers clear as usual (§10.1): 0606 is cleared.
cmd: resolve tests/golden/data/omaha/v22.1-clear-turn5.csv clear sector=east hexes=0606 --card fire=red,violet,blue -o $TMP/s.csv
status: 0
sh: grep -q '^hex,0606,east,beach,[a-z]*,1,1,' $TMP/s.csv
--- stdout
Engineers clear the obstacles of 0606 (§10.1).
1 of 2 hexes cleared in the east sector this turn (low tide) (§10.12).
--- stderr
