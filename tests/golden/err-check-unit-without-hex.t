# BUG (today the hex prints as 002228, a %04d%02d format): check of a state whose unit
# cp-2228 (line 6, column 8) is in 2228, which has no 'hex' row: exit 65.
cmd: check tests/golden/data/unit-without-hex.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/unit-without-hex.csv:6:8: unit cp-2228 is in hex 2228, which has no 'hex' row
