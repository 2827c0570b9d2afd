# §1.1.1.3: a unit at rest does not move.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-79 path=1010 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
--- stdout
--- stderr
umpire: us-79 is at rest: it may neither move nor attack this turn (§1.1.1.3)
