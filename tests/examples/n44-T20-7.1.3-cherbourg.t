# T20 (§7.1.3): Cherbourg taken on turn 5: on the track for turn 8 (5 + 3), reduced
# then; full 3 turns later.
cmd: resolve tests/examples/data/n44-t20.csv move unit=us-9-39 path=0223 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^depot,cherbourg,allied,cherbourg,0223,building,8," $TMP/out.csv
--- stdout
us-9-39 takes 0223: the depot cherbourg goes on the turn track for turn 8 (turn 5 + 3) (§7.1.3).
us-9-39 moves 1 hex, 1 of 6 MP: 0223 clear 1 (§4.1.1).
--- stderr
