# Ruling a39-hq-mine=only-if-alone (default): 16 HQ may not take the mine while
# the battalion could (§5.2).
cmd: resolve tests/examples/data/omaha-mines-bn.csv land sector=east --tables tests/examples/data/omaha-tables --card 4:landing=A,A,A,mine mine=16HQ
status: 1
--- stdout
--- stderr
umpire: mine=16HQ: not one of the units that can take the mine's step loss (§5.2, ruling a39-hq-mine)
