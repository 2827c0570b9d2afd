# §10.1 without --card: the colours of the track's card 1 are read from the
# shipped cards.csv, where they are unknown.
cmd: resolve tests/examples/data/omaha-ex09.csv clear sector=east hexes=0612
status: 69
--- stdout
--- stderr
umpire: tables/omaha/cards.csv:19:10: table omaha/cards, row 1, column fire1 is unknown ('?') (§10.1): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
