# tests/bad/map-bank-repeat.csv (see README.md): the bank_a of river hex 2224 names 2223 twice. Refused at its line and field (65).
cmd: check tests/bad/map-bank-repeat.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-bank-repeat.csv:79:6: bank_a '2223;2223' is not a list of distinct hexes
