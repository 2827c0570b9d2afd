# French transcript of n44-T15-7.5-unsupplied-foot.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-83 path=1013,1014,1015,1016 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
--- stdout
us-83 se déplace de 4 hexes, 5 PM sur 6 : 1013 bocage 2, 1014 clear 1, 1015 clear 1, 1016 clear 1 (§4.1.1).
--- stderr
