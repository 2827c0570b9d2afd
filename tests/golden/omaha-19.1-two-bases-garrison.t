# §19.3 with two bases in 0711: B5 (0810) is 1 hex away: beyond base 1's range 0, so base=1
# is refused...
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases-garrison.csv base div=1 hex=0711 action=garrison position=B5 base=1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: base: B5 (0810) is beyond the range 0 of the base in 0711 base=1 (§19.3, §19.31)
