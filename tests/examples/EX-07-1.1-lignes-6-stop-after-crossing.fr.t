# French transcript of EX-07-1.1-lignes-6-stop-after-crossing.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv move unit=u path=B1,C1 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,u,cw,rifles,C1,front,activated," $TMP/s.csv
--- stdout
Ligne wire (+C1-+C5) : Passage difficile : u doit s'arrêter sur C1 (§1.1 Lignes pt.6).
u se déplace en C1 (core 3.2.1).
--- stderr
