# --card 99: a card number is 1 to 54.
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card 99
status: 64
--- stdout
--- stderr
umpire: --card '99': a card number is 1 to 54 (§2.3) (umpire-omaha(7), CARDS)
