# French transcript of DT-12-5.34-turn10-own-box.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-arrive-10.csv arrive -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,P/3/116,.*,box:DW1,DW1,0,,,0,0$' $TMP/s.csv
--- stdout
P/3/116 est placée dans la case DW1 (§5.3).
--- stderr
