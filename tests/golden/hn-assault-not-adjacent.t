# assault: the approach must end beside the target.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=brit target=ger retreat=B5 --dice 3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: brit on B2 is not next to ger: the assault is launched from beside its target (§2.1; core 3.2.1)
