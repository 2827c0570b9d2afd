# check: a bad value is named by file:line:column.
cmd: check tests/golden/data/omaha/bad-unit-type.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-unit-type.csv:124:5: type 'infantry' is not one of inf, ranger, tank, art, sp-art, dukw-art, aa, sp-aa, at, eng, hq, general (§2.23)
