# §19.21: once per division and turn.
cmd: resolve tests/examples/data/omaha-base-twice.csv base div=1 hex=0711 action=advance --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: base: the 1st Division has already placed or advanced a base this turn (§19.21)
