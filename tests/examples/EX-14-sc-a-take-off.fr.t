# French transcript of EX-14-sc-a-take-off.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p3 path=D2,E2,F2,G2,H2,I2 takeoff=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,p3,de,airplane,gone," $TMP/s.csv
sh: grep -q "^unit,pilot3,de,pilot,gone," $TMP/s.csv
--- stdout
p3 se déplace en I2 (core 3.2.1).
p3 décolle après 6 cases en ligne droite : retirez son pion (Sc-A).
--- stderr
