# French transcript of EX-14-18.22-three-boxes-of-3.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-cp-3.csv cp hq=16HQ action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,16HQ,.*,4$' $TMP/s.csv
--- stdout
Le marqueur de portée de 16HQ avance à la case 4 : portée 3 (§18.2).
--- stderr
