# §21.2 levels: 64 VP.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final.csv victory check=beyond vp=64 -o $TMP/s.csv
status: 0
--- stdout
64 VP at the beyond check: operational victory; the game ends (§21.2).
--- stderr
