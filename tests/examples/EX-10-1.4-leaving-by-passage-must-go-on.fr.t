# French transcript of EX-10-1.4-leaving-by-passage-must-go-on.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=v path=C1,D1,E1 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: v doit s'arrêter après avoir franchi un Passage difficile : le chemin continue vers D1 (§1.4 tranchées)
