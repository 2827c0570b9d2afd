# French transcript of EX-10-1.4-corner-around.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=x path=C4,C5 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,x,cw,rifles,C5,front,activated," $TMP/s.csv
--- stdout
x se déplace en C5 (core 3.2.1).
--- stderr
