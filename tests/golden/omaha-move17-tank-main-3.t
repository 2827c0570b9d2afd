# §17.2: T1 starts on the main road 1010 and moves 3 hexes along it, stopping in 1013, P1's intense field (it need not stop in 1012, sustained).
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=T1 via=1011,1012 to=1013 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,T1,1,1,tank,2,2,1,1013,' $TMP/s.csv
--- stdout
The extended game: a move of 3 hexes along the road (§17.2).
Action 1 of 3 of the 1st Division (§17).
T1 moves from 1010 to 1013 (§17).
--- stderr
