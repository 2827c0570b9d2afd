# T9 (§3): an ordinary unit leaving an enemy ZOC pays 2 more: clear 1 + 2.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-4-8 path=0811 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-4-8 moves 1 hex, 3 of 6 MP: 0811 clear 1 + 2 leaving an enemy ZOC (§3) (§4.1.1).
--- stderr
