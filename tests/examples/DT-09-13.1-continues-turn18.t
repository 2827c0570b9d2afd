# DT-09 (§20.1): the same on turn 18 (high tide; infantry make no landing check
# after turn 14, but the mine check is still made, §5.15): passing through the
# uncleared 0606, X/1/16 loses a step; the box holds 8 < 14: play continues.
cmd: resolve tests/examples/data/omaha-casualty-18.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine -o $TMP/s.csv
status: 0
sh: grep -qx 'set,casualties.1,8' $TMP/s.csv
sh: ! grep -q 'set,result' $TMP/s.csv
--- stdout
Landing check, east sector, turn 18 (high tide) (§5.1).
landing-east card 4 played at the table: it leaves the draw pile (§2.3).
X/1/16 (inf) makes no landing check on turn 18 (§5.15).
The landing card shows a mine explosion: units landing through uncleared obstacles lose a step (§5.14).
X/1/16 loses a step (underwater mine): 1 of 3 left (§5.2).
X/1/16 goes to the 1st Division casualty box: 8 units (§13.1).
--- stderr
