# tests/bad/stack-negative.csv (see README.md): a unit at stack place -1: refused at
# line 17, field 14 (stack).
cmd: check tests/bad/stack-negative.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/stack-negative.csv:17:14: stack '-1' is not a whole number from 1 to 999
