# French transcript of E11-16.12-marker-value-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=1 at=2228 --dice 1 --lang fr
status: 1
--- stdout
--- stderr
umpire: bombard : les marqueurs alliés valent 2 ou 3, pas 1 (§16.12)
