# umpire check names file:line:column: an unknown unit type.
cmd: check tests/golden/data/m44-bad-type.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/m44-bad-type.csv:4:5: unit type (see 'umpire tables memoir44 units') 'jeep'
