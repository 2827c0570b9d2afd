# French transcript of n44-T9-3-leave-zoc-2.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-4-8 path=0811 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
--- stdout
us-4-8 se déplace de 1 hex, 3 PM sur 6 : 0811 clear 1 + 2 pour quitter une ZdC ennemie (§3) (§4.1.1).
--- stderr
