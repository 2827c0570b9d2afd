# --card names another card than the turn's East fire card.
cmd: resolve tests/examples/data/omaha-ex09.csv clear sector=east hexes=0612 --card 2:fire=red,violet,blue
status: 1
--- stdout
--- stderr
umpire: --card 2: the fire-east card of this turn is card 1
