# French transcript of E14-21.8-via-2766-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 path=2766,2865,2864 --dice 4 -o $TMP/out.csv --lang fr
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: retreat : l'hex 3 de la retraite, 2864, est à 2 hexes de 2665, pas 3 (E14) (§21.3)
