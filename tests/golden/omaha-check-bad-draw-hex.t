# umpire check: a draw's hexes are hexes of the map.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: check tests/examples/data/omaha-vp-bad-draw-hex.csv
status: 65
--- stdout
--- stderr
umpire: tests/examples/data/omaha-vp-bad-draw-hex.csv:69:3: '0799' is not a hex of the map
