# §3: from ZOC to ZOC, one hex (then the move stops).
cmd: resolve tests/golden/data/n44-move.csv move unit=us-4-8 path=0612 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-4-8 moves 1 hex, 3 of 6 MP: 0612 clear 1 + 2 leaving an enemy ZOC (§3) (§4.1.1).
us-4-8 is in an enemy ZOC: its move ends there (§3).
--- stderr
