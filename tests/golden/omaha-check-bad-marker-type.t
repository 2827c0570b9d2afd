# check: a bad marker row (§9.21) is named by file:line:column: type.
cmd: check tests/golden/data/omaha/bad-marker-type.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-marker-type.csv:96:4: marker type 'bunker' is not wn, building or mobile (§2.24, §9.21)
