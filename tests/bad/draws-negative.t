# set,draws,-1 is not a count of dice: check refuses it at line:column.
cmd: check tests/bad/draws-negative.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/draws-negative.csv:11:3: draws '-1' is not a count of dice (0 to 999999999999999999)
