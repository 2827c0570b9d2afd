# §16 on the card on the track (card 1, east) with its parts from the shipped cards.csv:
# every part is ? there: exit 69 naming the table, row and column.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east -o $TMP/s.csv
status: 69
--- stdout
--- stderr
umpire: tables/omaha/cards.csv:19:10: table omaha/cards, row 1, column fire1 is unknown ('?') (§16): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
