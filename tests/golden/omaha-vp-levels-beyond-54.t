# §21.2 levels: 54 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=54 -o $TMP/s.csv
status: 0
--- stdout
54 VP at the beyond check: tactical victory; the game ends (§21.2).
--- stderr
