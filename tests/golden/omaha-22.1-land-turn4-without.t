# §22.1: without the variant, turn 4 reads its own rows, which the shipped table leaves '?':
# exit 69 naming the cell.
cmd: resolve tests/golden/data/omaha/v22.1-land-turn4-none.csv land sector=west --card 12:landing=B,A,D -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/omaha/landing.csv:29:4: table omaha/landing, row 4,inf, column B is unknown ('?') (§5.1): the rulebook does not give this value. Fill it in: edit tables/omaha/landing.csv, or pass --tables DIR with your own copy of landing.csv.
