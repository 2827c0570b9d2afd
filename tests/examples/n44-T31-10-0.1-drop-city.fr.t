# French transcript of n44-T31-10-0.1-drop-city.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --tables tests/examples/data/normandie44-tables --dice 6,1 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^unit,us-82-505,.*,0618,1,0," $TMP/out.csv
--- stdout
us-82-505 saute : dé coloré 6, dé blanc 1 (§10 0.1).
Le dé blanc désigne un hex. de mer ou de ville : us-82-505 atterrit sur sa DZ/LZ à la place (§10 0.1).
Les pertes du saut, aussitôt : 0 pas de perte, D1 (§10 0.1).
--- stderr
