# EX-07 (§1.1 Lignes pt.6): going on past the Line after crossing it is refused.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv move unit=u path=B1,C1,D1 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: u must stop after crossing a Passage difficile: the path goes on to D1 (§1.1 Lignes pt.6)
