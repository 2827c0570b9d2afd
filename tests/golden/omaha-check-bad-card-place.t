# check: a bad value is named by file:line:column.
cmd: check tests/golden/data/omaha/bad-card-place.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-card-place.csv:18:3: card place 'hand' is not pile, discard, track:USE or out
