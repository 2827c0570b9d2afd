# check: a bad marker row (§9.21) is named by file:line:column: strength.
cmd: check tests/golden/data/omaha/bad-marker-strength.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-marker-strength.csv:99:5: marker strength 'one' is not a number or ?
