# move (§5.0): a unit next to an RMF marker at the start may not move.
cmd: resolve tests/golden/data/move-b.csv move unit=us-tank-4 path=2524 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-tank-4 starts next to an RMF marker in 2525: it may not move (§5.0)
