# free=ID:KIND names a unit of the order.
cmd: resolve tests/examples/data/omaha-free.csv move unit=H1 to=1613 free=X1:hero --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=X1:hero names a unit not in the order
