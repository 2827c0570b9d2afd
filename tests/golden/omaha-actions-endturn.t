# §7.2, §4 VI: the end of the turn also removes the action counts and marks.
cmd: resolve tests/examples/data/omaha-actions.csv endturn --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: ! grep -q '^set,act' $TMP/s.csv && grep -qx 'set,turn,10' $TMP/s.csv
--- stdout
The action counts and Action Taken markers are removed (§7.2).
The turn marker advances to turn 10 (§4 VI).
--- stderr
