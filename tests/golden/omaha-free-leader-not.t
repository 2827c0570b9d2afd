# §11.2, §11.3: free=leader is an HQ or General's own move: N1 is neither.
cmd: resolve tests/examples/data/omaha-free.csv move unit=N1 to=1612 free=leader --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=leader: N1 is not an HQ or a General (§11.2, §11.3)
