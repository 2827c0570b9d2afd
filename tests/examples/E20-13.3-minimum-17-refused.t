# E20 (§13.3): 8 + 5 = 13 points on a level-2 hex: 13-16 shifted one left is off
# the table: the minimum is 17. Nothing is written.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3133 by=de-art-b,de-art-c -o $TMP/out.csv --dice 1,3
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: bombard: 3133 is altitude 2-3: the column moves 1 to the left and 13 points are not enough (minimum 17) (§13.3)
