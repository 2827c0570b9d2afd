# EX-03 C (§5.21): end of turn 16, high tide. K/3/16 on the mid-tide hex 0613 with
# climb-cliff stays; L/3/16 on the mid-tide hex 0616 without it is eliminated;
# M/3/16 on 0714 (high-tide line) is dry. Turn 16 shows the (TEST DATA) shuffle
# mark: the discard goes back into the pile.
cmd: resolve tests/examples/data/omaha-drown-16.csv endturn -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0613,' $TMP/s.csv
sh: grep -q '^unit,L/3/16,1,1,inf,0,3,2,eliminated,' $TMP/s.csv
sh: grep -qx 'card,1,pile' $TMP/s.csv
sh: grep -qx 'card,2,pile' $TMP/s.csv
--- stdout
K/3/16 in 0613, under water at high tide, holds a climb-cliff marker: not eliminated (§5.21).
L/3/16 is eliminated (0616 is under water at high tide) (§5.21).
L/3/16 goes to the 1st Division casualty box: 1 unit (§13.1).
1 card of the track goes to the discard pile (§4 VI).
Turn 16's box shows the shuffle mark: the discard pile is shuffled into the draw pile (§4 VI).
The turn marker advances to turn 17 (§4 VI).
--- stderr
