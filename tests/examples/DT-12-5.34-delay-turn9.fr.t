# French transcript of DT-12-5.34-delay-turn9.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-arrive-9.csv arrive delay=P/3/116 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^unit,P/3/116,.*,turn:10,DW1,0,,,1,0$' $TMP/s.csv
--- stdout
L'arrivée de P/3/116 est retardée par choix au tour 10 (§5.34).
--- stderr
