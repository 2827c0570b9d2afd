# EX-01: the turn 2 infantry result of letter C is not in the text: an order that
# needs it stops (exit 69) naming the table, row and column, and writes nothing.
cmd: resolve fixtures/omaha/landing-turn2.csv land sector=west --card 12:landing=C,A,D -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/omaha/landing.csv:15:5: table omaha/landing, row 2,inf, column C is unknown ('?') (§5.1): the rulebook does not give this value. Fill it in: edit tables/omaha/landing.csv, or pass --tables DIR with your own copy of landing.csv.
