# §1.1.1.3: the German resource table is not in the rulebook: the initiative is rolled,
# then the order stops with exit 69 at the cell, writing nothing.
cmd: resolve tests/examples/data/n44-t16.csv initiative --dice 3,2 -o $TMP/out.csv
status: 69
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tables/normandie44/german-resources.csv:7:2: table normandie44/german-resources, row 2, column replacements is unknown ('?') (§1.1.1.3, §6.10): the rulebook does not give this value. Fill it in: edit tables/normandie44/german-resources.csv, or pass --tables DIR with your own copy of german-resources.csv.
