# §7.1, §7.2: A1's free column shows an action this turn (18:hero): one action per unit per turn.
cmd: resolve tests/examples/data/omaha-free.csv move unit=A1 to=1513 free=hero --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: A1 has already taken its action this turn (free: 18:hero; §7.1, §7.2: one action per unit per turn)
