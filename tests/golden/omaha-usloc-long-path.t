# §12.3: a four-step US LOC, found neighbour by neighbour in row order (the first shortest path).
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-fw.csv usloc hex=0915 -o $TMP/s.csv
status: 0
--- stdout
0915 traces a US line of communication to the beach: 0915-0814-0714-0613-0513 (§12.3).
--- stderr
