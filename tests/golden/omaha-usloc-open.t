# §12.3: 0614 traces a US LOC to the adjacent beach hex 0514 (it is next to G1
# but not in its field).
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: resolve tests/examples/data/omaha-usloc.csv usloc hex=0614 -o $TMP/s.csv
status: 0
--- stdout
0614 traces a US line of communication to the beach: 0614-0514 (§12.3).
--- stderr
