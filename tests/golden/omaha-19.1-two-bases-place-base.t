# §19.1: base=N names a base already placed; a place order numbers its new base itself.
cmd: resolve tests/examples/data/omaha-base-0.csv base div=1 hex=0711 action=place base=2 -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: base: action=place numbers the new base itself (the division's next): base=2 names a base already placed
