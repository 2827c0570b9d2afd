# DT-09 (§13.1): turn 12, the 1st Division casualty box holds 7. X/1/16 (2 steps)
# in FG1 gets letter A (TEST DATA: no effect on turn 12), then the card's mine icon:
# landing in the uncleared mid-tide hex 0606, it loses a step (§5.2), is at 1 step
# and goes to the box: 8, the limit of turns 1-16: the game is lost.
cmd: resolve tests/examples/data/omaha-casualty-12.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine -o $TMP/s.csv
status: 0
sh: grep -qx 'set,casualties.1,8' $TMP/s.csv
sh: grep -qx 'set,result,catastrophic-loss' $TMP/s.csv
sh: grep -q '^unit,X/1/16,1,1,inf,1,3,1,box:FG1,FG1,0,,12,0,1$' $TMP/s.csv
--- stdout
Landing check, east sector, turn 12 (mid tide) (§5.1).
landing-east card 4 played at the table: it leaves the draw pile (§2.3).
X/1/16 (inf, symbol 1) in FG1: letter A, none on the turn 12 Landing Table (§5.1).
X/1/16: no effect (§5.1).
The landing card shows a mine explosion: units landing in uncleared obstacles lose a step (§5.14).
X/1/16 loses a step (underwater mine): 1 of 3 left (§5.2).
X/1/16 goes to the 1st Division casualty box: 8 units (§13.1).
Catastrophic loss: 8 units in the 1st Division casualty box (limit 8 on turns 1-16): the game is lost (§13.1).
--- stderr
