# §17.2: T2 starts on a secondary road (1110) and moves 2 hexes onto the main road.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=T2 via=1010 to=1011 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,T2,1,1,tank,2,2,1,1011,' $TMP/s.csv
--- stdout
The extended game: a move of 2 hexes along the road (§17.2).
Action 1 of 3 of the 1st Division (§17).
T2 moves from 1110 to 1011 (§17).
--- stderr
