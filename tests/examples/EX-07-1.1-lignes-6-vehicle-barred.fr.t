# French transcript of EX-07-1.1-lignes-6-vehicle-barred.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv move unit=j path=B3,C3 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: la Ligne wire (+C1-+C5) est Interdite aux Véhicules (§1.1 Lignes pt.6)
