# tests/bad/map-bank-six.csv (see README.md): the bank_a of river hex 2224 names all six neighbours, leaving bank B empty. Refused at its line and field (65).
cmd: check tests/bad/map-bank-six.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-bank-six.csv:79:6: bank_a '2223;2124;2125;2225;2324;2325' is not 1 to 5 hexes next to the hex (one bank of its river, §5.41)
