# EX-03 A and B (§5.21): end of turn 7, mid tide. K/3/16 on the low-tide hex 0513
# is eliminated; L/3/16 on the low-tide hex 0516 holds a climb-cliff marker and
# stays; M/3/16 on the mid-tide hex 0613 is dry. The card on the track goes to the
# discard; turn 7 shows no shuffle mark (the state's shuffle_turns is TEST DATA).
cmd: resolve tests/examples/data/omaha-drown-7.csv endturn -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,0,3,1,eliminated,' $TMP/s.csv
sh: grep -q '^unit,L/3/16,1,1,inf,3,3,2,0516,' $TMP/s.csv
sh: grep -q '^unit,M/3/16,1,1,inf,3,3,3,0613,' $TMP/s.csv
sh: grep -qx 'set,turn,8' $TMP/s.csv
sh: grep -qx 'card,1,discard' $TMP/s.csv
--- stdout
K/3/16 is eliminated (0513 is under water at mid tide) (§5.21).
K/3/16 goes to the 1st Division casualty box: 1 unit (§13.1).
L/3/16 in 0516, under water at mid tide, holds a climb-cliff marker: not eliminated (§5.21).
1 card of the track goes to the discard pile (§4 VI).
The turn marker advances to turn 8 (§4 VI).
--- stderr
