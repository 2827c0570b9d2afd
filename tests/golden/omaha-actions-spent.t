# §4 V, §7, ruling a14-actions-per=division: the 1st Division has given its 2 actions: K/3/16 may not move.
cmd: resolve tests/examples/data/omaha-actions.csv move unit=K/3/16 to=0816 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: the 1st Division has given its 2 actions this turn (§4 V, §7; ruling a14-actions-per)
