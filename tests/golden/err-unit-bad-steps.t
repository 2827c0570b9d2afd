# A unit whose steps are 'x' (line 6, column 10 of data/unit-bad-steps.csv): exit 65.
cmd: resolve tests/golden/data/unit-bad-steps.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/unit-bad-steps.csv:6:10: steps 'x' is not a whole number from 1 to 99
