# §20.3 levels: 50 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=dday-32 vp=50 -o $TMP/s.csv
status: 0
--- stdout
50 VP at the dday-32 check: operational victory; the game ends (§20.3).
--- stderr
