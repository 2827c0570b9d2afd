# EX-10 (§1.4 tranchées, square 3): u may not stop on D1 between the passages.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=u path=C1,D1 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the move may not end on D1, between two passages (§1.4 tranchées 3)
