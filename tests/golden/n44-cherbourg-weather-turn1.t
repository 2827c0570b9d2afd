# §1.1.1.1, §10 B.3: turn 1 is clear, as the rules fix it; the sequence goes on to the
# logistics phase.
cmd: resolve fixtures/normandie44/cherbourg.csv weather -o $TMP/s.csv
status: 0
sh: $UMPIRE resolve $TMP/s.csv turn -o $TMP/t.csv && grep -q "^set,phase,logistics" $TMP/t.csv
--- stdout
Turn 1: the weather is clear, as the rules fix it (§1.1.1.1, §10 B.3).
--- stderr
