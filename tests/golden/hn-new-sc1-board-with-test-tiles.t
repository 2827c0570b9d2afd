# Sc-1's fixture with the test tiles (12x8 each) still needs its overlays'
# places (the plan is lost): the board (show) stops with exit 69 naming the tile row
# to fill; umpire check still finds the state valid (hn-check-incomplete-board).
cmd: show fixtures/heroes/sc-1.csv --tables tests/golden/data/hn-tables
status: 69
--- stdout
--- stderr
umpire: fixtures/heroes/sc-1.csv:25:4: tile o7 (H-01) has no place ('?'): the scenario's plan is a picture the seed lost; write the square its top-left corner covers in column 'at' (umpire-heroes(7))
