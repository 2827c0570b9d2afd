# French transcript of EX-13-sc-a-airplane-minimum-2-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p1 path=D5,E5 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: à la Vitesse 4 p1 doit se déplacer de 3 ou 4 cases, pas de 2 (Sc-A)
