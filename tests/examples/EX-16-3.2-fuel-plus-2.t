# EX-16 (§3.2 fuel): MV 6 light vehicle with 1 Fuel: 8 squares.
cmd: resolve tests/golden/data/hn-move.csv move unit=recce path=C7,D7,E7,E6,E5,E4,E3,D2 fuel=1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,recce,cw,recce,D2,front,activated,$" $TMP/s.csv
--- stdout
1 Fuel marker: Movement Value 8 (§3.2 fuel).
recce moves to D2 (core 3.2.1).
--- stderr
