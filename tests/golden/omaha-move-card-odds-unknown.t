# odds of an infiltration over unknown cards.
cmd: odds tests/examples/data/omaha-ex07.csv move unit=K/3/16 to=0711 --tables tests/examples/data/omaha-tables-nocards
status: 69
--- stdout
--- stderr
umpire: odds: 6 cards left in the pile give an unknown cell (cards 1,2,3,4,5,6); the first: tables/omaha/cards.csv:19:13: table omaha/cards, row 1, column target is unknown ('?') (§7.32): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
