# §4 II: card 3's event is ? in the shipped cards.csv: 69 naming table, row, column.
cmd: resolve tests/examples/data/omaha-ev.csv event --card 3 -o $TMP/s.csv
status: 69
--- stdout
--- stderr
umpire: tables/omaha/cards.csv:21:6: table omaha/cards, row 3, column event_a_turns is unknown ('?') (§4 II): the rulebook does not give this value. Fill it in: edit tables/omaha/cards.csv, or pass --tables DIR with your own copy of cards.csv.
