# §10 0.2: in the night's German reaction a unit next to an Allied unit moves one hex to
# reinforce a hex in Confusion: the 1057th enters 0613.
cmd: resolve tests/golden/data/n44-night.csv move unit=de-91-1057 path=0613 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-91-1057,german,de,infantry,91,2,2,3/2,3/2,6,2,0613,0,0," $TMP/out.csv
--- stdout
de-91-1057 moves 1 hex, 3 of 6 MP: 0613 clear 1 + 2 leaving an enemy ZOC (§3) (§4.1.1).
--- stderr
