# next on a state that records no phase: refused.
cmd: resolve tests/golden/data/hn-engineer.csv next -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the state records no phase (set,phase) (core 3)
