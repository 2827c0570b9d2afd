# §21.2 levels: 25 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=25 -o $TMP/s.csv
status: 0
--- stdout
25 VP at the beyond check: operational defeat; the game ends (§21.2).
--- stderr
