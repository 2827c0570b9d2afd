# §5.2: a mine explosion, two units could take the step: the order must name one.
cmd: resolve tests/examples/data/omaha-mines-9.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: a mine explosion: you choose which unit loses the step (§5.2): name it with mine=ID, one of X/1/16, Y/1/16, or mine=auto
