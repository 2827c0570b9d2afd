# Ruling a39-hq-mine=choice: 16 HQ takes the mine and is delayed to turn 11.
cmd: resolve tests/examples/data/omaha-mines-bn.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine mine=16HQ --rule a39-hq-mine=choice -o $TMP/s.csv
status: 0
sh: grep -q '^unit,16HQ,.*,turn:11,' $TMP/s.csv
sh: grep -q '^unit,1/16,1,1,inf,3,4,' $TMP/s.csv
--- stdout
Landing check, east sector, turn 9 (mid tide) (§5.1).
landing-east card 4 played at the table: it leaves the draw pile (§2.3).
1/16 (inf, symbol 1) in FG1: letter A, none on the turn 9 Landing Table (§5.1).
1/16: no effect (§5.1).
16HQ (hq) makes no landing check (§5.12).
The landing card shows a mine explosion: units landing in uncleared obstacles lose a step (§5.14).
16HQ is delayed to turn 11: an HQ takes the mine explosion (ruling a39-hq-mine=choice) (§5.2).
--- stderr
