# check: a bad value is named by file:line:column.
cmd: check tests/golden/data/omaha/bad-box-sector.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-box-sector.csv:72:4: sector 'north' is not east or west
