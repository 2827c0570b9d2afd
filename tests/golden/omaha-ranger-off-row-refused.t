# Ruling a40-ranger-off-row=refused: A/2R's voluntary drift off the row is
# refused; it stays in FG1.
cmd: resolve tests/examples/data/omaha-ranger-4.csv land sector=east --tables tests/examples/data/omaha-tables --card 1:landing=A,A,A ranger=A/2R:3 --rule a40-ranger-off-row=refused -o $TMP/s.csv
status: 0
sh: grep -q '^unit,A/2R,.*,box:FG1,' $TMP/s.csv
--- stdout
Landing check, east sector, turn 4 (low tide) (§5.1).
landing-east card 1 played at the table: it leaves the draw pile (§2.3).
A/2R (ranger, symbol 1) in FG1: letter A, none on the turn 4 Landing Table (§5.1).
A/2R: no effect (§5.1).
Ranger option: A/2R drifts 3 boxes east by choice (§5.13).
A/2R would drift off the row by choice: refused, it stays in FG1 (ruling a40-ranger-off-row).
--- stderr
