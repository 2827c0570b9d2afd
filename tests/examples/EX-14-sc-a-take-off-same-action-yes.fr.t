# French transcript of EX-14-sc-a-take-off-same-action-yes.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p5 speed=6 path=D13,E13,F13,G13,H13,I13 takeoff=yes --rule takeoff-same-action=yes --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,p5,de,airplane,gone," $TMP/s.csv
--- stdout
L'arbitrage takeoff-same-action=yes s'applique (celui par défaut est no) (Sc-A; A27).
p5 change son marqueur Vitesse de 4 à 6 (Sc-A).
p5 se déplace en I13 (core 3.2.1).
p5 décolle après 6 cases en ligne droite : retirez son pion (Sc-A).
--- stderr
