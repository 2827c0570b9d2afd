# §5.15: turn 15, infantry make no landing check and their mid-tide hexes are
# cleared: no card is drawn (the pile keeps its 6 cards, draws stays 0).
cmd: resolve tests/examples/data/omaha-nocheck-15.csv land sector=west -o $TMP/s.csv
status: 0
sh: test $(grep -c ',pile$' $TMP/s.csv) = 6
sh: grep -qx 'set,draws,0' $TMP/s.csv
--- stdout
Landing check, west sector, turn 15 (mid tide) (§5.1).
No unit there needs a landing check: no card is drawn (§5.15).
--- stderr
