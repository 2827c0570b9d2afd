# A unit off the board enters by a CW arrow square (Sc-A, Sc-1, Sc-2).
cmd: resolve tests/golden/data/hn-move.csv move unit=late enter=A3 path=B3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,late,cw,rifles,B3,front,activated,$" $TMP/s.csv
--- stdout
late enters by the arrow square A3 (Sc-A, Sc-1, Sc-2).
late moves to B3 (core 3.2.1).
--- stderr
