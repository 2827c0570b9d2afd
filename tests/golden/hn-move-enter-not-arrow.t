# Entering elsewhere than an arrow square: refused.
cmd: resolve tests/golden/data/hn-move.csv move unit=late enter=B3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: B3 is not an arrow square of the CW (Sc-A, Sc-1, Sc-2, Sc-3)
