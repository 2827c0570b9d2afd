# §5.13: turn 4, C/5R gets No Effect (TEST DATA: turn 4 ranger A = none) and
# drifts 2 boxes east by choice, DG1 to DR1.
cmd: resolve tests/examples/data/omaha-ranger-4.csv land sector=west --tables tests/examples/data/omaha-tables --card 1:landing=A,A,A ranger=C/5R:2 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,C/5R,.*,box:DR1,' $TMP/s.csv
--- stdout
Landing check, west sector, turn 4 (low tide) (§5.1).
landing-west card 1 played at the table: it leaves the draw pile (§2.3).
C/5R (ranger, symbol 1) in DG1: letter A, none on the turn 4 Landing Table (§5.1).
C/5R: no effect (§5.1).
Ranger option: C/5R drifts 2 boxes east by choice (§5.13).
C/5R drifts 2 boxes east: DG1 to DR1 (§5.13).
D/1/116 (inf, symbol 1) in DR1: letter A, delay on the turn 4 Landing Table (§5.1).
D/1/116 is delayed to turn 6: the Landing Table result (§5.1).
--- stderr
