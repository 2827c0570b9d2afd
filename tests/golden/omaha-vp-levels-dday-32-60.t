# §20.3 levels: 60 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=dday-32 vp=60 -o $TMP/s.csv
status: 0
--- stdout
60 VP at the dday-32 check: decisive victory; the game ends (§20.3).
--- stderr
