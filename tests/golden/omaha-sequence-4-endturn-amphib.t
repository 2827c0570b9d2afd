# §4 VI, §4 I: endturn, in the end of the turn (set,phase,end), advances the
# turn marker and the recorded phase to the next turn's amphibious phase.
cmd: resolve tests/golden/data/omaha/seq-end.csv endturn --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,turn,10' $TMP/s.csv && grep -qx 'set,phase,amphib' $TMP/s.csv
--- stdout
The action counts and Action Taken markers are removed (§7.2).
The turn marker advances to turn 10 (§4 VI).
The phase is now the amphibious operations phase (§4 I).
--- stderr
