# French transcript of EX-14-sc-a-take-off-bent-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p3 path=D2,E2,F2,G2,H2,H3 takeoff=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: le décollage demande 6 cases en ligne droite (Sc-A)
