# att_soft 1000: out of the documented range 0 to 999, at its place.
cmd: check tests/bad/att-soft-1000.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/att-soft-1000.csv:17:18: att_soft '1000' is not a whole number from 0 to 999
