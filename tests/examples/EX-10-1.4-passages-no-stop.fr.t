# French transcript of EX-10-1.4-passages-no-stop.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=u path=C1,D1,E1,F1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,u,cw,rifles,F1,front,activated," $TMP/s.csv
--- stdout
u se déplace en F1 (core 3.2.1).
--- stderr
