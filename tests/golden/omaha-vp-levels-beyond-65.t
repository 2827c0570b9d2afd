# §21.2 levels: 65 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=65 -o $TMP/s.csv
status: 0
--- stdout
65 VP at the beyond check: decisive victory; the game ends (§21.2).
--- stderr
