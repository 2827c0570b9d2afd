# §28.31 a): "L'armée US doit avoir conquis les deux hexes de la ville de
# Paestum (2662 et 2762) à la nuit du 9": both held by US companies on the
# night of the 9th, the benchmark is met (set,benchmark.a,met), no winner. The
# order refuses a turn with no benchmark, and a game without the optional rule.
cmd: resolve tests/golden/data/s43-benchmark.csv benchmark -o $TMP/a.csv
status: 0
sh: grep -qx 'set,benchmark.a,met' $TMP/a.csv && ! grep -q '^set,winner' $TMP/a.csv && $UMPIRE check $TMP/a.csv
sh: sed 's/^set,turn,9-night$/set,turn,10-morning/' tests/golden/data/s43-benchmark.csv >$TMP/n.csv && $UMPIRE resolve $TMP/n.csv benchmark -o $TMP/n2.csv 2>&1 | grep -qxF 'umpire: benchmark: no benchmark of §28.31 a-m is judged in 10-morning (§28.31)'; test ! -e $TMP/n2.csv
sh: grep -v '^set,opt_military_objectives' tests/golden/data/s43-benchmark.csv >$TMP/o.csv && ! $UMPIRE resolve $TMP/o.csv benchmark 2>/dev/null && sed 's/^set,turn,9-night$/&\nset,scenario,hypothetical/' $TMP/o.csv >$TMP/h.csv && $UMPIRE resolve $TMP/h.csv benchmark | grep -qx 'set,benchmark.a,met'
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied benchmark a (control US of 2662;2762): met (§28.31 a).
--- stderr
