# §10 A.1: the shipped ranger5 chart is all '?': exit 69 naming the cell.
cmd: resolve tests/golden/data/n44-ranger5.csv land unit=us-5-rgr at=0714 --dice 2 -o $TMP/out.csv
status: 69
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tables/normandie44/ranger5.csv:6:2: table normandie44/ranger5, row 2, column beach is unknown ('?') (§10 A.1): the rulebook does not give this value. Fill it in: edit tables/normandie44/ranger5.csv, or pass --tables DIR with your own copy of ranger5.csv.
