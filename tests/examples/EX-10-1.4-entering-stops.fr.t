# French transcript of EX-10-1.4-entering-stops.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=v path=C1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,v,cw,rifles,C1,front,activated," $TMP/s.csv
--- stdout
Ligne t1 (+A2-+D2) : Passage difficile : v doit s'arrêter sur C1 (§1.4 tranchées).
v se déplace en C1 (core 3.2.1).
--- stderr
