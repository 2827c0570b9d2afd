# Ruling drift-recheck=yes: E/1/16 is checked again: letter A, drift 4 east, DR1
# to X3 (the uncoded box).
cmd: resolve tests/examples/data/omaha-recheck.csv land sector=west --card 2:landing=A,A,D --rule drift-recheck=yes -o $TMP/s.csv
status: 0
sh: grep -q '^unit,E/1/16,.*,box:X3,' $TMP/s.csv
--- stdout
Landing check, west sector, turn 2 (low tide) (§5.1).
landing-west card 2 played at the table: it leaves the draw pile (§2.3).
D/1/116 (inf, symbol 3) in DW1: letter D, none on the turn 2 Landing Table (§5.1).
D/1/116: no effect (§5.1).
E/1/16 (inf, symbol 1) in DR1: letter A, drift-4E on the turn 2 Landing Table (§5.1).
E/1/16 drifts 4 boxes east: DR1 to X3 (§5.11).
--- stderr
