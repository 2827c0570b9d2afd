# §4 VI: which turns show the shuffle mark is not in the text: without
# set,shuffle_turns in the state, endturn stops on the unknown cell.
cmd: resolve tests/examples/data/omaha-ashore-2.csv endturn
status: 69
--- stdout
--- stderr
umpire: tables/omaha/turns.csv:8:4: table omaha/turns, row 2, column shuffle is unknown ('?') (§4 VI): the rulebook does not give this value. Fill it in: edit tables/omaha/turns.csv, or pass --tables DIR with your own copy of turns.csv.
