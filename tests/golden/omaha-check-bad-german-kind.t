# check: a bad value is named by file:line:column.
cmd: check tests/golden/data/omaha/bad-german-kind.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-german-kind.csv:96:5: German unit kind 'bunker' is not wn, reinf or offmap
