# ruling a14-actions-per=sector: L/3/16 in 0818 is in the West sector, which has given its 2 actions.
cmd: resolve tests/examples/data/omaha-actions.csv move unit=L/3/16 to=0819 --rule a14-actions-per=sector --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: the West sector has given its 2 actions this turn (§4 V, §7; ruling a14-actions-per)
