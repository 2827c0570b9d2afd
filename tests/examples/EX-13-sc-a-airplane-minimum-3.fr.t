# French transcript of EX-13-sc-a-airplane-minimum-3.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p1 path=D5,E5,F5 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,p1,de,airplane,F5,front,activated;speed=4;facing=e,$" $TMP/s.csv
--- stdout
p1 se déplace en F5 (core 3.2.1).
--- stderr
