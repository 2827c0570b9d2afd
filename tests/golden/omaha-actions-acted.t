# §7.1, §7.2: M/3/16 has acted this turn: a unit acts once a turn.
cmd: resolve tests/examples/data/omaha-actions.csv move unit=M/3/16 to=0817 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: M/3/16 has already acted this turn: one action a unit a turn, free or not (§7.1, §7.2)
