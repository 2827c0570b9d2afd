# §12.3: with hex 0711 listed twice the search scans every row: the same path as omaha-usloc-long-path.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-fw-dup.csv usloc hex=0915 -o $TMP/s.csv
status: 0
--- stdout
0915 traces a US line of communication to the beach: 0915-0814-0714-0613-0513 (§12.3).
--- stderr
