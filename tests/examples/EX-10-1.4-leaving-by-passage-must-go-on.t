# EX-10 (§1.4): leaving T1 by its passage, v must reach T2: entering T1 from
# C2 already stops it on C1 (no access there).
cmd: resolve tests/examples/data/hn-ex10-trench-move.csv move unit=v path=C1,D1,E1 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: v must stop after crossing a Passage difficile: the path goes on to D1 (§1.4 tranchées)
