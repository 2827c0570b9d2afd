# T8 (§3): a Ranger leaving an enemy ZOC pays nothing more.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-2-rgr path=0913 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
us-2-rgr moves 1 hex, 1 of 6 MP: 0913 clear 1 + 0 leaving an enemy ZOC (§3) (§4.1.1).
--- stderr
