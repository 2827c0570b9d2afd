# move: a unit the state lacks (65).
cmd: resolve tests/golden/data/move-c.csv move unit=nobody path=3030 -o $TMP/out.csv
status: 65
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: unit=: no unit 'nobody' in tests/golden/data/move-c.csv
