# French transcript of n44-E7-7.1.1-mulberry-taken.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e7.csv move unit=us-1-16 path=0714 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^depot,mulberry-a,allied,mulberry,0714,building,3," $TMP/out.csv
--- stdout
us-1-16 se déplace à la moitié de son potentiel de mouvement au tour 0 : 3 (§10).
us-1-16 prend 0714 : le dépôt mulberry-a va sur la piste des tours pour le tour 3 (tour 1 + 2) (§7.1.1).
us-1-16 se déplace de 1 hex, 1 PM sur 3 : 0714 clear 1 (§4.1.1).
--- stderr
