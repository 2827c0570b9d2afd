# §21.2 levels: 35 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=35 -o $TMP/s.csv
status: 0
--- stdout
35 VP at the beyond check: tactical defeat; the game ends (§21.2).
--- stderr
