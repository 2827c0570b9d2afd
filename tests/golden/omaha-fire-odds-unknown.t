# odds over unknown cards: refused, naming them.
cmd: odds tests/examples/data/omaha-fire-ex05.csv fire sector=east
status: 69
--- stdout
--- stderr
umpire: odds: 6 cards left in the pile give an unknown cell (cards 1,2,3,4,5,6); the first: tables/omaha/cards.csv:19:10: table omaha/cards, row 1, column fire1 is unknown ('?') (§6.1): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
