# EX-10 (§10.11, §5.2): 0613 and 0615-0618 cleared, 0614 not. Turn 9 (mid tide),
# the card shows the mine icon (letters A: TEST DATA no effect): only B/1/16,
# landing on 0614, can take the mine; it loses a step.
cmd: resolve tests/examples/data/omaha-ex10-9.csv land sector=east --tables tests/examples/data/omaha-tables --card 1:landing=A,A,A,mine -o $TMP/s.csv
status: 0
sh: grep -q '^unit,B/1/16,1,1,inf,2,3,' $TMP/s.csv
sh: grep -q '^unit,A/1/16,1,1,inf,3,3,' $TMP/s.csv
sh: grep -q '^unit,C/1/16,1,1,inf,3,3,' $TMP/s.csv
--- stdout
Landing check, east sector, turn 9 (mid tide) (§5.1).
landing-east card 1 played at the table: it leaves the draw pile (§2.3).
A/1/16 (inf, symbol 1) in E1: letter A, none on the turn 9 Landing Table (§5.1).
A/1/16: no effect (§5.1).
B/1/16 (inf, symbol 1) in E2: letter A, none on the turn 9 Landing Table (§5.1).
B/1/16: no effect (§5.1).
C/1/16 (inf, symbol 1) in E3: letter A, none on the turn 9 Landing Table (§5.1).
C/1/16: no effect (§5.1).
The landing card shows a mine explosion: units landing in uncleared obstacles lose a step (§5.14).
B/1/16 loses a step (underwater mine): 2 of 3 left (§5.2).
--- stderr
