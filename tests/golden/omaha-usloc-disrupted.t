# §12.31: G1's unit is disrupted, but its field still blocks: 0711 has no US LOC.
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: resolve tests/examples/data/omaha-usloc-disrupted.csv usloc hex=0711 -o $TMP/s.csv
status: 0
--- stdout
0711 has no US line of communication: every path to a beach hex meets German units, German fields of fire, rough terrain, or a bluff or cliff (§12.3).
--- stderr
