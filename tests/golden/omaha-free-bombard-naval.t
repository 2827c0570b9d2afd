# free= needs the order's units: a naval barrage names none (it is free anyway, §8.53).
cmd: resolve tests/examples/data/omaha-barrage.csv bombard type=naval target=0810 observer=K/3/16 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: bombard: free= needs the order's units
