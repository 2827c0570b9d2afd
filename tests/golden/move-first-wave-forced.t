# move (§23.3): no forced march for a unit that landed this turn (first wave, the
# 9th in the morning).
cmd: resolve tests/golden/data/move-b.csv move unit=us-inf-1 forced=yes path=2120 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-inf-1 entered the map or landed this turn: no forced march (§23.3)
