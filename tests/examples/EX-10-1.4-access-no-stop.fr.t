# French transcript of EX-10-1.4-access-no-stop.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=w path=F1,G1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,w,cw,rifles,G1,front,activated," $TMP/s.csv
--- stdout
w franchit l'accès de t2 vers F1 : pas d'arrêt (§1.4 tranchées).
w se déplace en G1 (core 3.2.1).
--- stderr
