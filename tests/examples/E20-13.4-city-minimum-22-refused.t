# E20 (§13.4): 20 points against a city: two columns left, minimum 22.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3134 by=de-art-a,de-art-b --dice 1,3
status: 1
--- stdout
--- stderr
umpire: bombard: 3134 is a city: the column moves 2 to the left and 20 points are not enough (minimum 22) (§13.4)
