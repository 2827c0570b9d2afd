# tests/bad/map-bank-missing.csv (see README.md): river hex 2224 has no bank_a (which bank is which?). Refused at its line and field (65).
cmd: check tests/bad/map-bank-missing.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-bank-missing.csv:79:6: river hex without bank_a: list the hexes of bank A (§5.41)
