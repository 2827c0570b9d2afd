# check: a beach's landed count of 99999999999 platoons (§24.21) was read as its
# first 3 digits, 999; now bad data at its line and column (65).
cmd: check tests/bad/land-landed-huge.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/land-landed-huge.csv:33:9: landed '9-morning:99999999999' is not TURN:PLATOONS (§24.21)
