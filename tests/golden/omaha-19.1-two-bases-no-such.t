# §19.1: the 29th Division has no base in 0711 (a base stands in its division's sector).
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases.csv base div=29 hex=0711 action=advance base=1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: base: the 29th Division has no base=1 in 0711 (§19.1)
