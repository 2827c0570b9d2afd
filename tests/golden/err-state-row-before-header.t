# A 'unit' row (line 4) before the '@unit' header row (line 5): exit 65 at 4:1.
cmd: resolve tests/golden/data/row-before-header.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/row-before-header.csv:4:1: row of kind 'unit' before its header '@unit,...'
