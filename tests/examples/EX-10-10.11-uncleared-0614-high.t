# EX-10 (§5.2): turn 17 (high tide): B/1/16 passes through the uncleared 0614 to
# reach 0714 and loses a step; the others pass through cleared hexes. Infantry make
# no landing check after turn 14 (§5.15).
cmd: resolve tests/examples/data/omaha-ex10-17.csv land sector=east --card 1:landing=A,A,A,mine -o $TMP/s.csv
status: 0
sh: grep -q '^unit,B/1/16,1,1,inf,2,3,' $TMP/s.csv
sh: grep -q '^unit,A/1/16,1,1,inf,3,3,' $TMP/s.csv
--- stdout
Landing check, east sector, turn 17 (high tide) (§5.1).
landing-east card 1 played at the table: it leaves the draw pile (§2.3).
A/1/16 (inf) makes no landing check on turn 17 (§5.15).
B/1/16 (inf) makes no landing check on turn 17 (§5.15).
C/1/16 (inf) makes no landing check on turn 17 (§5.15).
The landing card shows a mine explosion: units landing through uncleared obstacles lose a step (§5.14).
B/1/16 loses a step (underwater mine): 2 of 3 left (§5.2).
--- stderr
