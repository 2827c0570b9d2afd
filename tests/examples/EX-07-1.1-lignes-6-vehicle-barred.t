# EX-07: the Line is also Interdit aux Véhicules: the jeep may not cross it.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv move unit=j path=B3,C3 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: Line wire (+C1-+C5) is forbidden to vehicles (§1.1 Lignes pt.6)
