# §12.3: a rough hex has no US LOC.
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: resolve tests/examples/data/omaha-usloc.csv usloc hex=0610 -o $TMP/s.csv
status: 0
--- stdout
0610 is rough, or occupied by a German unit: no US line of communication (§12.31).
--- stderr
