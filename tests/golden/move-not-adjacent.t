# move (§5.1): the path names every hex entered; a gap is refused.
cmd: resolve tests/golden/data/move-b.csv move unit=us-inf-1 path=2120,2122 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-inf-1: 2122 is not next to 2120 (a path names every hex entered) (§5.1)
