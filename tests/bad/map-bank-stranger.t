# tests/bad/map-bank-stranger.csv (see README.md): the bank_a of river hex 2224 names 2123, not next to it (once accepted and never matched). Refused at its line and field (65).
cmd: check tests/bad/map-bank-stranger.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-bank-stranger.csv:79:6: bank_a '2223;2124;2123' is not 1 to 5 hexes next to the hex (one bank of its river, §5.41)
