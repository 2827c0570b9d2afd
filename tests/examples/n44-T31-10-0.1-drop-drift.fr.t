# French transcript of n44-T31-10-0.1-drop-drift.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --tables tests/examples/data/normandie44-tables --dice 6,2 -o $TMP/out.csv --lang fr
status: 0
--- stdout
us-82-505 saute : dé coloré 6, dé blanc 2 (§10 0.1).
us-82-505 dérive vers 0619 (§10 0.1).
Les pertes du saut, aussitôt : 0 pas de perte, D1 (§10 0.1).
--- stderr
