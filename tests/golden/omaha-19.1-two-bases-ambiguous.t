# §19.1, §19.2: 0711 holds both bases of the 1st Division; an advance that does not say
# which (base=N) is refused, naming both with their range boxes, and writes nothing.
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases.csv base div=1 hex=0711 action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: base: 0711 holds two bases of the 1st Division: name one with base=1 (range box 1) or base=2 (range box 2) (§19.1)
