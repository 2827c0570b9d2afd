# ma 9999: the message names the ma column (22), not range.
cmd: check tests/bad/unit-ma-9999.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/unit-ma-9999.csv:16:22: ma '9999' is not a whole number from 0 to 999, or empty
