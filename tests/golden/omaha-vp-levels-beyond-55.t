# §21.2 levels: 55 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=55 -o $TMP/s.csv
status: 0
--- stdout
55 VP at the beyond check: operational victory; the game ends (§21.2).
--- stderr
