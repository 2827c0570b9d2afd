# French transcript of EX-14-sc-a-take-off-same-action-default.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p5 speed=6 path=D13,E13,F13,G13,H13,I13 takeoff=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: p5 ne peut décoller que si son marqueur Vitesse montre 6 au début de son mouvement (arbitrage takeoff-same-action) (Sc-A)
