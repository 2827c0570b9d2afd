# EX-13 (Sc-A): 5 squares at Speed 4: refused.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p1 path=D5,E5,F5,G5,H5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: at Speed 4 p1 must move 3 or 4 squares, not 5 (Sc-A)
