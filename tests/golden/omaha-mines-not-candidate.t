# §5.2: mine=Z/1/16 names a unit that lands on a cleared hex.
cmd: resolve tests/examples/data/omaha-mines-9.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine mine=Z/1/16
status: 1
--- stdout
--- stderr
umpire: mine=Z/1/16: not one of the units that can take the mine's step loss (§5.2, ruling a39-hq-mine)
