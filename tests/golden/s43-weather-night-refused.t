# weather (§3.3 A a): at night the weather is rolled only when a paradrop is due;
# none is: refused, nothing written.
cmd: resolve tests/golden/data/s43-turn.csv weather -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: weather: no weather roll in the night turn 11-night, for no paradrop is due (no drop row for it) (§3.3 A a, §22.42)
