# DT-08 (§10.12): turn 9, mid tide: one hex per sector; two are refused.
cmd: resolve tests/examples/data/omaha-ex09-turn9.csv clear sector=east hexes=0606,0612 --card fire=red,violet,blue
status: 1
--- stdout
--- stderr
umpire: clear: at mid tide the engineers clear 1 beach hex per sector and turn (§10.12); 0 already this turn, 2 asked
