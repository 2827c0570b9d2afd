# French transcript of DT-12-5.34-turn11-any-box.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-arrive-11.csv arrive place=P/3/116:ER1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,P/3/116,.*,box:ER1,DW1,0,,,0,0$' $TMP/s.csv
--- stdout
P/3/116 est placée dans la case ER1 (§5.34).
--- stderr
