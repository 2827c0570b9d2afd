# §21.2 levels: 45 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=45 -o $TMP/s.csv
status: 0
--- stdout
45 VP at the beyond check: tactical victory; the game ends (§21.2).
--- stderr
