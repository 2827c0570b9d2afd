# French transcript of DT-08-10.12-mid-tide-one.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex09-turn9.csv clear sector=east hexes=0606,0612 --card fire=red,violet,blue --lang fr
status: 1
--- stdout
--- stderr
umpire: clear : à marée mid le génie nettoie 1 hexagone de plage par secteur et par tour (§10.12) ; 0 déjà ce tour, 2 demandé(s)
