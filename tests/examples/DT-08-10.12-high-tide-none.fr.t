# French transcript of DT-08-10.12-high-tide-none.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex09-turn17.csv clear sector=east hexes=0606 --card fire=red,violet,blue --lang fr
status: 1
--- stdout
--- stderr
umpire: clear : à marée high le génie nettoie 0 hexagone de plage par secteur et par tour (§10.12) ; 0 déjà ce tour, 1 demandé(s)
