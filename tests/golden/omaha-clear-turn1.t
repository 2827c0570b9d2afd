# §10.1: no clearing on turn 1.
cmd: resolve tests/examples/data/omaha-ex09-turn1.csv clear sector=east hexes=0612
status: 1
--- stdout
--- stderr
umpire: clear: engineers clear obstacles from turn 2 (§10.1)
