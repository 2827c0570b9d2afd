# E18 (§26.22): any other cell of the drift diagram is not in the text: drift 4,
# 2d6 = 6 stops with exit status 69 naming the table, row and column.
cmd: resolve tests/examples/data/e18.csv paradrop --dice 1,2,6,3,3,5
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/drift.csv:39:3: table salerno43/drift, row 4,6, column path is unknown ('?') (§26.22): the rulebook does not give this value. Fill it in: edit tables/salerno43/drift.csv, or pass --tables DIR with your own copy of drift.csv.
