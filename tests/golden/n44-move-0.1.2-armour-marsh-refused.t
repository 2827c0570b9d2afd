# §0.1.2: armour may not enter a marsh.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-2-armd path=0910 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
--- stdout
--- stderr
umpire: us-2-armd is armour: it may not enter 0910 (marsh) (§0.1.2)
