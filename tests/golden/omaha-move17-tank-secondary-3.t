# §17.2: from a secondary road, at most 2 hexes.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=T2 via=1010,1011 to=1012 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: T2, starting on a secondary road, moves at most 2 hexes along roads (§17.2)
