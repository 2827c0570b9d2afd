# EX-15 (Sc-A): p2 starts stopped (Speed X) and carries no Aviator: it cannot
# move.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p2 path=D8 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: p2 carries no Aviator: it cannot move (Sc-A)
