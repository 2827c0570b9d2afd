# EX-09 (§10.1): 0606 lies in the field of WN 60, violet, on the card: refused.
cmd: resolve tests/examples/data/omaha-ex09.csv clear sector=east hexes=0606,0612 --card fire=red,violet,blue
status: 1
--- stdout
--- stderr
umpire: clear: 0606 is in the field of fire of WN60 (violet), a non-disrupted position whose colour is on this turn's east fire card (§10.1)
