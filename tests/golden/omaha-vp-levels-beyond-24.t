# §21.2 levels: 24 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=24 -o $TMP/s.csv
status: 0
--- stdout
24 VP at the beyond check: decisive defeat; the game ends (§21.2).
--- stderr
