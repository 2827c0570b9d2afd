# odds over a pile whose cards are unknown (the shipped cards.csv): a clear
# refusal naming the cards.
cmd: odds tests/examples/data/omaha-odds.csv land sector=west
status: 69
--- stdout
--- stderr
umpire: odds: 6 cards left in the pile give an unknown cell (cards 1,2,3,4,5,6); the first: tables/omaha/cards.csv:19:2: table omaha/cards, row 1, column land1 is unknown ('?') (§5.1): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
