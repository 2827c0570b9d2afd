# §15, ruling a31-turn-32-events (default none): no event card on turn 32; the pile is
# untouched.
cmd: resolve tests/examples/data/omaha-ev32.csv event --card '2:event=1-20/none,21-32/naval' -o $TMP/s.csv
status: 0
sh: grep -qx 'card,2,pile' $TMP/s.csv
--- stdout
Turn 32: no event card is drawn (ruling a31-turn-32-events) (§15).
--- stderr
