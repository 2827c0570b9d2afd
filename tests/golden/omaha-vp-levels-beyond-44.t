# §21.2 levels: 44 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=44 -o $TMP/s.csv
status: 0
--- stdout
44 VP at the beyond check: tactical defeat; the game ends (§21.2).
--- stderr
