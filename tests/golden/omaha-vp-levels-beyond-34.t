# §21.2 levels: 34 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=34 -o $TMP/s.csv
status: 0
--- stdout
34 VP at the beyond check: operational defeat; the game ends (§21.2).
--- stderr
