# French transcript of EX-14-18.22-box-5-to-4.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-cp-5.csv cp hq=16HQ action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,16HQ,.*,6$' $TMP/s.csv
--- stdout
Le marqueur de portée de 16HQ avance à la case 6 : portée 4 (§18.2).
--- stderr
