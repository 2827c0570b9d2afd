# set,draws,abc is not a count of dice: check refuses it at line:column.
cmd: check tests/bad/draws-abc.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/draws-abc.csv:11:3: draws 'abc' is not a count of dice (0 to 999999999999999999)
