# E7 (§7.1.1): taking St Laurent (0714) on turn 0, phase B, puts Mulberry A on the turn
# track for turn 3 (turn 0 counts as turn 1, §7.1). The unit moves at half its MA (§10).
cmd: resolve tests/examples/data/n44-e7.csv move unit=us-1-16 path=0714 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^depot,mulberry-a,allied,mulberry,0714,building,3," $TMP/out.csv
--- stdout
us-1-16 moves at half its MA on turn 0: 3 (§10).
us-1-16 takes 0714: the depot mulberry-a goes on the turn track for turn 3 (turn 1 + 2) (§7.1.1).
us-1-16 moves 1 hex, 1 of 3 MP: 0714 clear 1 (§4.1.1).
--- stderr
