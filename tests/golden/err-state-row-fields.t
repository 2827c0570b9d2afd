# A unit row (line 5) with 13 fields under a 14-column header (line 4): exit 65,
# placed at line 5, column 14 (the first missing field).
cmd: resolve tests/golden/data/row-fields.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/row-fields.csv:5:14: row has 13 fields, the header of 'unit' (line 4) has 14
