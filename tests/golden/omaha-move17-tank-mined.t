# §17.22: a tank may not use a mined road (1015).
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=T3 via=1015 to=1016 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: T3 may not use the mined-road at 1015 until an engineer base clears it (§17.22, §19.3)
