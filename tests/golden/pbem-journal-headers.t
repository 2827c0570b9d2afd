# Issue 13, accident 8: a journal with its two header lines and no row: refused
# (exit 65), nothing printed on standard output.
cmd: verify tests/golden/data/pbem-headers-only.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/pbem-headers-only.csv:3:1: the journal has no start row (row 0, the first state)
