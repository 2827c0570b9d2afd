# French transcript of n44-T8-3-leave-zoc-ranger-0.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/n44-move.csv move unit=us-2-rgr path=0913 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
--- stdout
us-2-rgr se déplace de 1 hex, 1 PM sur 6 : 0913 clear 1 + 0 pour quitter une ZdC ennemie (§3) (§4.1.1).
--- stderr
