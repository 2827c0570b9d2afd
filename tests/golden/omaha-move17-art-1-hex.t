# §17.23: artillery moves 1 hex a turn.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=A1 via=0817 to=0818 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: A1 (art) moves 1 hex a turn (§17.23)
