# French transcript of EX-15-sc-a-no-aviator.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p2 path=D8 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: p2 ne transporte aucun Aviateur : il ne peut pas se déplacer (Sc-A)
