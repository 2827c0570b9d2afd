# §20.3: x1 has an @exited row and a @unit row on a hex: refused.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final-twice.csv victory check=dday-32 -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-final-twice.csv:72:2: x1 exited the map (§20.3) but its 'unit' row puts it on 0711
