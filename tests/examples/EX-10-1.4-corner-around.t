# EX-10 (§1.4 tranchées A): going round the corner, B4 to C4 to C5, is legal.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=x path=C4,C5 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,x,cw,rifles,C5,front,activated," $TMP/s.csv
--- stdout
x moves to C5 (core 3.2.1).
--- stderr
