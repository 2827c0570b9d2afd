# §17.1: infantry may not enter 1012, in P1's sustained field, in a 2-hex move.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=I3 via=1011 to=1012 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: I3 may not enter 1012 in a 2-hex move: it is in the intense or sustained field of an occupied, non-disrupted German position (§17.1)
