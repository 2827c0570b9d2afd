# §17.1: infantry move at most 2 hexes.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=I1 via=0811,0812 to=0813 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: I1 moves at most 2 hexes (§17.1)
