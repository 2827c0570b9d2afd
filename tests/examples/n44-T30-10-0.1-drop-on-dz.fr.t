# French transcript of n44-T30-10-0.1-drop-on-dz.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --tables tests/examples/data/normandie44-tables --dice 5,1 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,us-82-505,.*,0618,0,0,elite;para-foot" $TMP/out.csv
--- stdout
us-82-505 saute : dé coloré 5, dé blanc 1 (§10 0.1).
Le saut réussit : us-82-505 atterrit sur sa DZ/LZ 0618 ; le dé blanc est ignoré (§10 0.1).
--- stderr
