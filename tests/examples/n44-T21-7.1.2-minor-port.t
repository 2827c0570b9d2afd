# T21 (§7.1.2): Barfleur, a minor port, taken on turn 5: on the track for turn 7.
cmd: resolve tests/examples/data/n44-t20.csv move unit=us-9-47 path=0319 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^depot,barfleur,allied,minor,0319,building,7," $TMP/out.csv
--- stdout
us-9-47 takes 0319: the depot barfleur goes on the turn track for turn 7 (turn 5 + 2) (§7.1.2).
us-9-47 moves 1 hex, 1 of 6 MP: 0319 clear 1 (§4.1.1).
--- stderr
