# EX-14 (Sc-A): with a bend in the path there is no take-off.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p3 path=D2,E2,F2,G2,H2,H3 takeoff=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: take-off needs 6 squares in a straight line (Sc-A)
