# French transcript of EX-14-18.1-establish.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-cp-hq.csv cp hq=16HQ action=establish -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,16HQ,.*,1$' $TMP/s.csv
--- stdout
16HQ devient un PC en 1212 ; son marqueur en case 1 : portée 1 (pas une action) (§18.1).
--- stderr
