# T28 (§4.1.2): leaving a box of number 4, a roll of 4 blocks the unit there for the
# phase.
cmd: resolve tests/examples/data/n44-t28.csv strategic unit=de-9pz path=Rennes --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-9pz,.*,box:Le-Mans," $TMP/out.csv
--- stdout
de-9pz leaves Le-Mans: 1d6 = 4, no modifier: 4 against 4: blocked in the box for the phase (§4.1.2).
--- stderr
