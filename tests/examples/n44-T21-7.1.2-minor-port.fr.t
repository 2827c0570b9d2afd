# French transcript of n44-T21-7.1.2-minor-port.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t20.csv move unit=us-9-47 path=0319 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^depot,barfleur,allied,minor,0319,building,7," $TMP/out.csv
--- stdout
us-9-47 prend 0319 : le dépôt barfleur va sur la piste des tours pour le tour 7 (tour 5 + 2) (§7.1.2).
us-9-47 se déplace de 1 hex, 1 PM sur 6 : 0319 clear 1 (§4.1.1).
--- stderr
