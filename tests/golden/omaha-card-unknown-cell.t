# --card 3 alone: its landing letters are read from the shipped cards.csv, where
# they are unknown (?): exit 69 naming table, row, column and section.
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card 3
status: 69
--- stdout
--- stderr
umpire: tables/omaha/cards.csv:21:2: table omaha/cards, row 3, column land1 is unknown ('?') (§5.1): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
