# EX-14 (Sc-A): p3's Speed marker shows 6 at the start of its move; after 6
# squares in a straight line it takes off: its counter is removed, its
# aviator with it.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p3 path=D2,E2,F2,G2,H2,I2 takeoff=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,p3,de,airplane,gone," $TMP/s.csv
sh: grep -q "^unit,pilot3,de,pilot,gone," $TMP/s.csv
--- stdout
p3 moves to I2 (core 3.2.1).
p3 takes off after 6 squares in a straight line: remove its counter (Sc-A).
--- stderr
