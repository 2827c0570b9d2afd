# Ruling a09-casualty=first-at-one (default): the battalion loses its second
# step (4 -> 3 -> 2 steps): not yet at 1 step, it is not counted (§13.1).
cmd: resolve tests/examples/data/omaha-mines-bn.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine mine=1/16 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,1/16,1,1,inf,2,4,.*,0$' $TMP/s.csv
sh: ! grep -q casualties $TMP/s.csv
--- stdout
Landing check, east sector, turn 9 (mid tide) (§5.1).
landing-east card 4 played at the table: it leaves the draw pile (§2.3).
1/16 (inf, symbol 1) in FG1: letter A, none on the turn 9 Landing Table (§5.1).
1/16: no effect (§5.1).
16HQ (hq) makes no landing check (§5.12).
The landing card shows a mine explosion: units landing in uncleared obstacles lose a step (§5.14).
1/16 loses a step (underwater mine): 2 of 4 left (§5.2).
--- stderr
