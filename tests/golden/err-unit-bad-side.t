# A unit whose side is 'martian' (line 5, column 3 of data/unit-bad-side.csv): exit 65.
cmd: resolve tests/golden/data/unit-bad-side.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/unit-bad-side.csv:5:3: side 'martian' is not allied or axis
