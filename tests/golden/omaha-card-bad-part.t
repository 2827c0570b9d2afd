# --card with an unknown part.
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card 3:colour=red
status: 64
--- stdout
--- stderr
umpire: --card '3:colour=red': unknown part (landing=, fire=, target=, art=, event=) (umpire-omaha(7), CARDS)
