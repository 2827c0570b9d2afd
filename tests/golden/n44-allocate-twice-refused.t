# §1.1.1.2: one allocation roll a player a turn.
cmd: resolve tests/golden/data/n44-allocated.csv allocate side=allied --tables tests/examples/data/normandie44-tables --dice 4
status: 1
--- stdout
--- stderr
umpire: the allied player has rolled his Offensive markers this turn (§1.1.1.2)
