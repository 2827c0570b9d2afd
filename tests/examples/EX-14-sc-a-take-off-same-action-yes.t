# EX-14, A27's other reading: with takeoff-same-action=yes it may.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p5 speed=6 path=D13,E13,F13,G13,H13,I13 takeoff=yes --rule takeoff-same-action=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,p5,de,airplane,gone," $TMP/s.csv
--- stdout
Ruling takeoff-same-action=yes applies (the default is no) (Sc-A; A27).
p5 changes its Speed marker from 4 to 6 (Sc-A).
p5 moves to I13 (core 3.2.1).
p5 takes off after 6 squares in a straight line: remove its counter (Sc-A).
--- stderr
