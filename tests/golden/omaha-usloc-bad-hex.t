# usloc: hex= must be a hex CCRR.
# TEST STATE (made-up map, tests/examples/data/omaha-usloc.py).
cmd: resolve tests/examples/data/omaha-usloc.csv usloc hex=zz -o $TMP/s.csv
status: 64
--- stdout
--- stderr
umpire: usloc: hex=zz is not a hex CCRR
