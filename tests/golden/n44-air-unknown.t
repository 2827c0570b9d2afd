# §1.1.1.1: the TDAA is not in the rulebook: exit 69.
cmd: resolve tests/golden/data/n44-air.csv air
status: 69
--- stdout
--- stderr
umpire: tables/normandie44/tdaa.csv:15:3: table normandie44/tdaa, row 4,clear, column hb is unknown ('?') (§1.1.1.1, §9): the rulebook does not give this value. Fill it in: edit tables/normandie44/tdaa.csv, or pass --tables DIR with your own copy of tdaa.csv.
