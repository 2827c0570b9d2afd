# French transcript of EX-09-10.1-three-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex09-wn60-gone.csv clear sector=east hexes=0606,0612,0611 --card fire=red,violet,blue --lang fr
status: 1
--- stdout
--- stderr
umpire: clear : à marée low le génie nettoie 2 hexagones de plage par secteur et par tour (§10.12) ; 0 déjà ce tour, 3 demandé(s)
