# §0.2.1: an Offensive marker stacked with an HQ moves with it.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-vii path=0510 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-vii moves 1 hex, 1 of 8 MP: 0510 clear 1 (§4.1.1).
The Offensive marker off-1 moves with HQ us-vii (§0.2.1).
--- stderr
