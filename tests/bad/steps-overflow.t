# steps with 20 digits: out of range, named with the column's range, at its place.
cmd: check tests/bad/steps-overflow.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/steps-overflow.csv:17:15: steps '99999999999999999999' is not a whole number from 1 to 99
