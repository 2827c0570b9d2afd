# §7.3, §17: before turn 17 a move is one hex.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17-t16.csv move unit=I3 via=1011 to=1111 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
--- stdout
--- stderr
umpire: move: one hex a move before turn 17 (§7.3); via= is for the extended game's longer moves (§17)
