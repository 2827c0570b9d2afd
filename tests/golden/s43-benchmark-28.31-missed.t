# §28.31 a) missed: us-2 is gone and nobody controls 2762. Under the default
# ruling benchmark-missed=loses ("doivent réussir"; §29.2 "obligatoirement")
# the Allied player loses at once (set,winner,axis), which victory then
# reports; under =record the miss is only recorded, §28.4 deciding at the end.
# §28.31 d) needs the level-1 hexes of the Gulf of Naples corner, which the
# text does not list: without the hex column corner=naples, exit 69.
cmd: resolve tests/golden/data/s43-benchmark-missed.csv benchmark -o $TMP/a.csv
status: 0
sh: grep -qx 'set,benchmark.a,missed' $TMP/a.csv && grep -qx 'set,winner,axis' $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv victory 2>&1 | grep -qxF 'The game was decided already (set,winner): axis (§24.441, §28.12, §28.2).'
sh: $UMPIRE resolve tests/golden/data/s43-benchmark-missed.csv benchmark --rule benchmark-missed=record -o $TMP/r.csv >/dev/null && grep -qx 'set,benchmark.a,missed' $TMP/r.csv && ! grep -q '^set,winner' $TMP/r.csv
sh: sed 's/^set,turn,9-night$/set,turn,11-night/' tests/golden/data/s43-benchmark.csv >$TMP/d.csv; $UMPIRE resolve $TMP/d.csv benchmark -o $TMP/d2.csv 2>/dev/null; test $? -eq 69 && test ! -e $TMP/d2.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
2762 is not under US control (§28.3).
Allied benchmark a (control US of 2662;2762): missed (§28.31 a).
The Allied player missed a benchmark: the Axis player wins (§28.31; ruling benchmark-missed=loses).
--- stderr
