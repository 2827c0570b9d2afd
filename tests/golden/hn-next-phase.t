# next: the Order phase ends, the Activation phase begins.
cmd: resolve tests/golden/data/hn-turn.csv next -o $TMP/s.csv
status: 0
sh: grep -q "^set,phase,activation$" $TMP/s.csv
--- stdout
Turn 1: Activation phase (core 3).
--- stderr
