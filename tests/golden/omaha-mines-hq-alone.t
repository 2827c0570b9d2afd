# §5.2 leader exception: 16 HQ is the only unit that could take the mine's loss:
# delayed to turn 11 instead; General Wyman is never affected.
cmd: resolve tests/examples/data/omaha-mines-hq.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine -o $TMP/s.csv
status: 0
sh: grep -q '^unit,16HQ,.*,turn:11,' $TMP/s.csv
sh: grep -q '^unit,Wyman,.*,box:FG1,' $TMP/s.csv
--- stdout
Landing check, east sector, turn 9 (mid tide) (§5.1).
landing-east card 4 played at the table: it leaves the draw pile (§2.3).
16HQ (hq) makes no landing check (§5.12).
Wyman (general) makes no landing check (§5.12).
Z/1/16 (inf, symbol 1) in ER1: letter A, none on the turn 9 Landing Table (§5.1).
Z/1/16: no effect (§5.1).
The landing card shows a mine explosion: units landing in uncleared obstacles lose a step (§5.14).
16HQ is delayed to turn 11: an HQ alone under a mine explosion (§5.2).
--- stderr
