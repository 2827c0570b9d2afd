# §4 II odds: the shipped cards' events are ?: every card is an unknown cell (69).
cmd: odds tests/examples/data/omaha-ev.csv event
status: 69
--- stdout
--- stderr
umpire: odds: 6 cards left in the pile give an unknown cell (cards 1,2,3,4,5,6); the first: tables/omaha/cards.csv:19:6: table omaha/cards, row 1, column event_a_turns is unknown ('?') (§4 II): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
