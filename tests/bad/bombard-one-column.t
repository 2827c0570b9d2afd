# An edited bombardment table with one column: a level-3 target shifts one column
# left (§13.3) off the table; the refusal said "minimum 0", a figure no table
# gives. Now it says no column is left; nothing written.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3132 by=de-art-a,de-art-b --tables tests/bad/tables-bombard-one-column --dice 1,3 -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: bombard: 3132 is altitude 2-3: the column moves 1 to the left and 20 points are not enough (the table has no column so far left) (§13.3)
