# tests/bad/header-5000-columns.csv (see README.md): a unit header of 5,000 columns,
# 4,973 of them unknown to umpire, with values in the row of 2cdo-a: unknown
# columns are kept, so the state is valid, and a resolve writes every column and
# value back.
cmd: check tests/bad/header-5000-columns.csv
status: 0
sh: "$UMPIRE" resolve tests/bad/header-5000-columns.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 -o "$TMP/out.csv"
sh: test "$(grep '^@unit,' "$TMP/out.csv")" = "$(grep '^@unit,' tests/bad/header-5000-columns.csv)"
sh: grep '^unit,2cdo-a,' "$TMP/out.csv" | grep -q ',fought,v1,v2,.*,v4972,v4973$'
--- stdout
tests/bad/header-5000-columns.csv: valid salerno43 state
--- stderr
