# §11.1: the line to the south edge needs the terrain chart: the shipped tec leaves
# whether clear ground carries a supply line (column supply) as '?': exit 69 naming the cell.
cmd: resolve tests/golden/data/n44-cherbourg-end.csv victory -o $TMP/out.csv
status: 69
--- stdout
--- stderr
umpire: tables/normandie44/tec.csv:18:10: table normandie44/tec, row clear, column supply is unknown ('?') (§7.3.1): the rulebook does not give this value. Fill it in: edit tables/normandie44/tec.csv, or pass --tables DIR with your own copy of tec.csv.
