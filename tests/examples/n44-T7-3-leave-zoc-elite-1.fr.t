# French transcript of n44-T7-3-leave-zoc-elite-1.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-101-502 path=0611 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
--- stdout
us-101-502 se déplace de 1 hex, 2 PM sur 6 : 0611 clear 1 + 1 pour quitter une ZdC ennemie (§3) (§4.1.1).
--- stderr
