# EX-10 (§1.4 tranchées A): the corner drawn over +C5 restricts moves: x on B4
# may not step diagonally past it to C5.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=x path=C5 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the step to C5 cuts the corner of t3 at +C5: trench corners restrict moves (§1.4 tranchées A)
