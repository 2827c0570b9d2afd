# --card landing= takes three letters and mine, nothing more.
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card 3:landing=A,B,C,mine,X
status: 64
--- stdout
--- stderr
umpire: --card '3:landing=A,B,C,mine,X': too many items (umpire-omaha(7), CARDS)
