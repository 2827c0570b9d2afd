# §18: a CP cannot move (abandon it first, §18.11).
cmd: resolve tests/examples/data/omaha-free.csv move unit=16HQ to=1213 free=leader --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: 16HQ is a CP: it cannot move (§18); abandon it first (§18.11)
