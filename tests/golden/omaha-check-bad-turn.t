# check: a bad value is named by file:line:column.
cmd: check tests/golden/data/omaha/bad-turn.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/bad-turn.csv:13:3: 'set,turn,33' is not a turn of the track (1 to 32, §2.1)
