# §17.1, ruling a16-two-hex-infiltration=none: the same 2-hex move makes no infiltration check; I1 keeps its 3 steps.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=I1 via=0811 to=0812 --tables tests/examples/data/omaha-tables --rule a16-two-hex-infiltration=none -o $TMP/s.csv
status: 0
sh: grep -q '^unit,I1,1,1,inf,3,3,1,0812,' $TMP/s.csv
--- stdout
The extended game: a move of 2 hexes (infantry, Rangers and leaders: up to 2) (§17.1).
Action 1 of 3 of the 1st Division (§17).
A move of 2 hexes makes no infiltration check (ruling a16-two-hex-infiltration=none) (§17.1).
I1 moves from 0810 to 0812 (§17).
--- stderr
