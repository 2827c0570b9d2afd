# A 5th square for a Movement Value of 4: refused.
cmd: resolve tests/golden/data/hn-move.csv move unit=far path=H4,H5,H6,H7,H8 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: far has a Movement Value of 4: the path has 5 squares (core 3.2.1)
