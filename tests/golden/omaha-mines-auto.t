# §5.2, mine=auto: the unit with most steps, X/1/16, takes the step.
cmd: resolve tests/examples/data/omaha-mines-9.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine mine=auto -o $TMP/s.csv
status: 0
sh: grep -q '^unit,X/1/16,1,1,inf,2,3,' $TMP/s.csv
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
X/1/16 loses a step (underwater mine): 2 of 3 left (§5.2).
--- stderr
