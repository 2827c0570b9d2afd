# §3, §6.6: whether the attackers' ZOC reaches 0612, forest, is the TET's, and this
# TET's forest zoc cell is '?': a retreat into it stops with exit 69, naming the cell,
# as a move into it does, and writes nothing.
cmd: resolve tests/golden/data/n44-zoc.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 def_retreat=0612 --tables tests/golden/data/n44-zoc-tables --dice 1 -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/golden/data/n44-zoc-tables/tec.csv:8:6: table normandie44/tec, row forest, column zoc is unknown ('?') (§3): the rulebook does not give this value. Fill it in: edit tests/golden/data/n44-zoc-tables/tec.csv, or pass --tables DIR with your own copy of tec.csv.
