# §12.3, §12.31: 0711 has no US LOC: 0611's beach sides are a bluff and a cliff, 0612 and 0613 are in G1's field, 0610 is rough, 0714 is German.
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: resolve tests/examples/data/omaha-usloc.csv usloc hex=0711 -o $TMP/s.csv
status: 0
--- stdout
0711 has no US line of communication: every path to a beach hex meets German units, German fields of fire, rough terrain, or a bluff or cliff (§12.3).
--- stderr
