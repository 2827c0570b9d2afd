# check: a bad value is named by file:line:column.
cmd: check tests/golden/data/omaha/bad-steps.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-steps.csv:123:6: steps '4' must be 0 to max, max 1 to 4 (§2.21)
