# French transcript of E20-13.3-minimum-17-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3133 by=de-art-b,de-art-c -o $TMP/out.csv --dice 1,3 --lang fr
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: bombard : 3133 est altitude 2-3 : la colonne se décale de 1 vers la gauche et 13 points ne suffisent pas (minimum 17) (§13.3)
