# Malformed CSV quoting: the field 2 of line 5 is '"2cdo"-a' (text after the closing
# quote). Exit 65 at 5:2.
cmd: resolve tests/golden/data/bad-quote.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/bad-quote.csv:5:2: malformed CSV (bad quoting)
