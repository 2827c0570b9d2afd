# §5.2: mine=Y/1/16 takes the step (2 -> 1: casualty box, §13.1); Z/1/16 in ER1
# lands on the cleared 0613 and is not at risk.
cmd: resolve tests/examples/data/omaha-mines-9.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine mine=Y/1/16 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,Y/1/16,1,1,inf,1,3,' $TMP/s.csv
sh: grep -qx 'set,casualties.1,1' $TMP/s.csv
--- stdout
Landing check, east sector, turn 9 (mid tide) (§5.1).
landing-east card 4 played at the table: it leaves the draw pile (§2.3).
X/1/16 (inf, symbol 1) in FG1: letter A, none on the turn 9 Landing Table (§5.1).
X/1/16: no effect (§5.1).
Y/1/16 (inf, symbol 2) in FG1: letter A, none on the turn 9 Landing Table (§5.1).
Y/1/16: no effect (§5.1).
Z/1/16 (inf, symbol 1) in ER1: letter A, none on the turn 9 Landing Table (§5.1).
Z/1/16: no effect (§5.1).
The landing card shows a mine explosion: units landing in uncleared obstacles lose a step (§5.14).
Y/1/16 loses a step (underwater mine): 1 of 3 left (§5.2).
Y/1/16 goes to the 1st Division casualty box: 1 unit (§13.1).
--- stderr
