# §4.1.2: a roll of 3 passes; the unit enters Rennes.
cmd: resolve tests/examples/data/n44-t28.csv strategic unit=de-9pz path=Rennes --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-9pz,.*,box:Rennes," $TMP/out.csv
--- stdout
de-9pz leaves Le-Mans: 1d6 = 3, no modifier: 3 against 4: it passes (§4.1.2).
de-9pz moves to Rennes (§4.1.2).
--- stderr
