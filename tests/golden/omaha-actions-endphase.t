# §7.2: the end of the action phase removes the counts and the Action Taken marks.
cmd: resolve tests/examples/data/omaha-actions.csv endphase -o $TMP/s.csv
status: 0
sh: ! grep -q '^set,act' $TMP/s.csv
--- stdout
End of the US action phase: no hex holds more than 2 US units (§7.6).
The action counts and Action Taken markers are removed (§7.2).
--- stderr
