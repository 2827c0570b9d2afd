# check: a bad marker row (§9.21) is named by file:line:column: twice.
cmd: check tests/golden/data/omaha/bad-marker-twice.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-marker-twice.csv:97:2: marker 'mw1' is listed twice
