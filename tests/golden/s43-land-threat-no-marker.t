# land threat= (§24.44): a beach with no marker on the map cannot be lost.
cmd: resolve tests/golden/data/s43-night9.csv land threat=us-red
status: 1
--- stdout
--- stderr
umpire: land: beach us-red has no marker on the map (§24.44)
