# §10.12: at low tide, two hexes per sector and turn: three are refused.
cmd: resolve tests/examples/data/omaha-ex09-wn60-gone.csv clear sector=east hexes=0606,0612,0611 --card fire=red,violet,blue
status: 1
--- stdout
--- stderr
umpire: clear: at low tide the engineers clear 2 beach hexes per sector and turn (§10.12); 0 already this turn, 3 asked
