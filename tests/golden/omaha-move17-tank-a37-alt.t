# §17.2, ruling a37-road-stop=non-disrupted: P1 is disrupted: T1 drives through 1013 to 1014, 4 hexes on the main road.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17-disrupted.csv move unit=T1 via=1011,1012,1013 to=1014 --tables tests/examples/data/omaha-tables --rule a37-road-stop=non-disrupted -o $TMP/s.csv
status: 0
sh: grep -q '^unit,T1,1,1,tank,2,2,1,1014,' $TMP/s.csv
--- stdout
The extended game: a move of 4 hexes along the road (§17.2).
Action 1 of 3 of the 1st Division (§17).
T1 moves from 1010 to 1014 (§17).
--- stderr
