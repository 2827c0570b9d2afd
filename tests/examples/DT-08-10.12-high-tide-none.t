# DT-08 (§10.12): turn 17, high tide: no hex.
cmd: resolve tests/examples/data/omaha-ex09-turn17.csv clear sector=east hexes=0606 --card fire=red,violet,blue
status: 1
--- stdout
--- stderr
umpire: clear: at high tide the engineers clear 0 beach hexes per sector and turn (§10.12); 0 already this turn, 1 asked
