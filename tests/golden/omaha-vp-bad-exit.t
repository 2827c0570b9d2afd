# §20.3: a unit exited through C, which no hex of the map is: refused.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final-badexit.csv victory check=dday-32 -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-final-badexit.csv:77:3: no hex of the map is exit 'C' (§20.3)
