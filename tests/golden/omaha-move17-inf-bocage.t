# §17.1: infantry may not enter a bocage hex (0814, no road) in a 2-hex move.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=I2 via=0814 to=0815 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: I2 may not enter the bocage hex 0814 in a 2-hex move, except along a road or trail (§17.1)
