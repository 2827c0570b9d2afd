# A hex off the board: a 13-hex-wide board has no column 14 on row 5.
cmd: check tests/golden/data/m44-bad-hex.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/m44-bad-hex.csv:4:6: hex (CCRR on the board, see umpire-memoir44(7)) '1405'
