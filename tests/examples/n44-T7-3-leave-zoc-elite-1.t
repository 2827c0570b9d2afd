# T7 (§3): an elite (here also paratroop) unit leaving an enemy ZOC pays 1 more.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-101-502 path=0611 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-101-502 moves 1 hex, 2 of 6 MP: 0611 clear 1 + 1 leaving an enemy ZOC (§3) (§4.1.1).
--- stderr
