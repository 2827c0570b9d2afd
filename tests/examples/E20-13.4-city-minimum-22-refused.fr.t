# French transcript of E20-13.4-city-minimum-22-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3134 by=de-art-a,de-art-b --dice 1,3 --lang fr
status: 1
--- stdout
--- stderr
umpire: bombard : 3134 est une ville : la colonne se décale de 2 vers la gauche et 20 points ne suffisent pas (minimum 22) (§13.4)
