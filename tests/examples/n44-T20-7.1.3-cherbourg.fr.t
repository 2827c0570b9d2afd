# French transcript of n44-T20-7.1.3-cherbourg.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t20.csv move unit=us-9-39 path=0223 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^depot,cherbourg,allied,cherbourg,0223,building,8," $TMP/out.csv
--- stdout
us-9-39 prend 0223 : le dépôt cherbourg va sur la piste des tours pour le tour 8 (tour 5 + 3) (§7.1.3).
us-9-39 se déplace de 1 hex, 1 PM sur 6 : 0223 clear 1 (§4.1.1).
--- stderr
