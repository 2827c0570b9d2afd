# next from the Reserve phase: Activated markers, Order tokens (and, test
# value, Suppressed markers) go; turn 2 begins with its Order phase.
cmd: resolve tests/golden/data/hn-reserve.csv next --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^set,turn,2$" $TMP/s.csv
sh: grep -q "^unit,brit,cw,rifles,B2,front,,$" $TMP/s.csv
--- stdout
End of the turn: Activated markers and Order tokens are removed, and Suppressed markers (core 3.3).
Turn 2: Order phase (core 3).
--- stderr
