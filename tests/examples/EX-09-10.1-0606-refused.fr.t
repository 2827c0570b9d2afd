# French transcript of EX-09-10.1-0606-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex09.csv clear sector=east hexes=0606,0612 --card fire=red,violet,blue --lang fr
status: 1
--- stdout
--- stderr
umpire: clear : 0606 est dans le champ de tir de WN60 (violet), une position non désorganisée dont la couleur est sur la carte de tir est de ce tour (§10.1)
