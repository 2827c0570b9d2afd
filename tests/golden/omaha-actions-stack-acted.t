# §7.2, §7.21: a stack with a unit that has acted may not act (the Ranger would be free).
cmd: resolve tests/examples/data/omaha-actions.csv move unit=A/2R,M/3/16 to=0817 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: M/3/16 has already acted this turn: one action a unit a turn, free or not (§7.1, §7.2)
