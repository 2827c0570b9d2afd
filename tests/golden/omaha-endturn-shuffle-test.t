# §4 VI with the TEST DATA shuffle marks (turns 4, 8...): turn 2 has none; the
# turn marker moves to 3.
cmd: resolve tests/examples/data/omaha-ashore-2.csv endturn --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,turn,3' $TMP/s.csv
--- stdout
0 cards of the track go to the discard pile (§4 VI).
The turn marker advances to turn 3 (§4 VI).
--- stderr
