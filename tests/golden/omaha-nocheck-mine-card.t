# §5.15: turn 15, no landing check for infantry, but F/2/116 lands on the
# uncleared 0623: a card is drawn for the mine (typed here, with the icon).
cmd: resolve tests/examples/data/omaha-mines-15.csv land sector=west --card 2:landing=A,A,A,mine -o $TMP/s.csv
status: 0
sh: grep -q '^unit,F/2/116,29,29,inf,2,3,' $TMP/s.csv
--- stdout
Landing check, west sector, turn 15 (mid tide) (§5.1).
landing-west card 2 played at the table: it leaves the draw pile (§2.3).
F/2/116 (inf) makes no landing check on turn 15 (§5.15).
G/2/116 (inf) makes no landing check on turn 15 (§5.15).
The landing card shows a mine explosion: units landing in uncleared obstacles lose a step (§5.14).
F/2/116 loses a step (underwater mine): 2 of 3 left (§5.2).
--- stderr
