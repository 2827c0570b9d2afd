# §17.2, §17.21: a tank's longer move follows the road: 1111 has none.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=T1 via=1011 to=1111 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: T1 leaves the road at 1111 (no road): a tank from a main road follows main roads (§17.2, §17.21)
