# French transcript of EX-10-1.4-no-stop-between-passages.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=u path=C1,D1 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: le mouvement ne peut pas finir sur D1, entre deux passages (§1.4 tranchées 3)
