# French transcript of EX-07-1.1-lignes-6-no-further.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv move unit=u path=B1,C1,D1 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: u doit s'arrêter après avoir franchi un Passage difficile : le chemin continue vers D1 (§1.1 Lignes pt.6)
