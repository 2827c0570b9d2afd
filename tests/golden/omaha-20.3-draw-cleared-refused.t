# §19.21, §20.3: the 1st Division has already placed or advanced a base this turn
# (set,engineers.1,18): the advance that would clear draw D1 is refused, nothing written.
cmd: resolve tests/examples/data/omaha-base-draws-done.csv base div=1 hex=0711 action=advance --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: base: the 1st Division has already placed or advanced a base this turn (§19.21)
