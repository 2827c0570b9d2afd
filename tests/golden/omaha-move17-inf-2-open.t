# §17.1: I3 moves 1010-1011-1111, two hexes outside any intense or sustained field.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=I3 via=1011 to=1111 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,I3,1,1,inf,3,3,1,1111,' $TMP/s.csv
--- stdout
The extended game: a move of 2 hexes (infantry, Rangers and leaders: up to 2) (§17.1).
Action 1 of 3 of the 1st Division (§17).
I3 moves from 1010 to 1111 (§17).
--- stderr
