# §7.21: one action moves one unit or one stack.
cmd: resolve tests/examples/data/omaha-ex07.csv move unit=K/3/16,T1 to=0610 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: move: K/3/16 and T1 are not stacked: one action is one unit or one stack (§7.21)
