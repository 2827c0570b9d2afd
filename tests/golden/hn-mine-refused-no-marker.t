# §3.2 minen: a unit without Mine markers: refused.
cmd: resolve tests/golden/data/hn-move.csv mine unit=brit at=B2 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: brit has no Mine marker (§3.2 minen)
