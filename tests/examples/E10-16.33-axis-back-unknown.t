# E10 with the rulebook's own tables: the back of the Axis value-2 marker is not in
# the text, so the order stops before any die with exit 69, naming the cell.
cmd: resolve tests/examples/data/e10.csv bombard kind=air value=2 at=3133 --dice 3,3,1
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/air-markers.csv:16:3: table salerno43/air-markers, row axis-2,1, column immobilize is unknown ('?') (§16.33): the rulebook does not give this value. Fill it in: edit tables/salerno43/air-markers.csv, or pass --tables DIR with your own copy of air-markers.csv.
