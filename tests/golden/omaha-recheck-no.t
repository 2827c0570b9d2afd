# Ruling drift-recheck=no (default): E/1/16, checked in the East this turn and
# drifted into DR1, is not checked again with the West card.
cmd: resolve tests/examples/data/omaha-recheck.csv land sector=west --card 2:landing=A,A,D -o $TMP/s.csv
status: 0
sh: grep -q '^unit,E/1/16,.*,box:DR1,' $TMP/s.csv
--- stdout
Landing check, west sector, turn 2 (low tide) (§5.1).
landing-west card 2 played at the table: it leaves the draw pile (§2.3).
D/1/116 (inf, symbol 3) in DW1: letter D, none on the turn 2 Landing Table (§5.1).
D/1/116: no effect (§5.1).
--- stderr
