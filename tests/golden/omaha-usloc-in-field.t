# §12.31: 0613, in G1's field, has no US LOC itself.
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: resolve tests/examples/data/omaha-usloc.csv usloc hex=0613 -o $TMP/s.csv
status: 0
--- stdout
0613 is in the field of fire of an occupied German position: no US line of communication (§12.31).
--- stderr
