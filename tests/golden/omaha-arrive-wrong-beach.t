# §5.3: E/2/16 (beach ER) may not go to FG1.
cmd: resolve tests/examples/data/omaha-arrive-3.csv arrive place=E/2/16:FG1,116HQ:DW1
status: 1
--- stdout
--- stderr
umpire: place=E/2/16:FG1: the unit's code 'ER' does not allow box FG1 (§5.3)
