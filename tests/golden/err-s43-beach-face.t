# check: a beach row's face must be small or full (§24.41): file:line:column.
cmd: check tests/golden/data/bad-beach-face.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/bad-beach-face.csv:27:7: face 'huge' is not small or full (§24.41)
