# French transcript of EX-15-sc-a-crash.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p4 speed=4 path=D11,E11,F11 aviators=E12 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,p4,de,airplane,dead," $TMP/s.csv
sh: grep -q "^unit,pilot4,de,pilot,E12,front,suppressed;inactive,$" $TMP/s.csv
--- stdout
p4 change son marqueur Vitesse de 2 à 4 (Sc-A).
p4 s'écrase sur F11 : une aile au-dessus de F10 chevauche le véhicule jeep (Sc-A).
p4 est Détruite : son épave reste sur le plateau (core 3.2.3).
pilot4 va en E12 sur sa Face Inactive, Suppressed (un Mouvement Forcé) (Sc-A aviateur).
--- stderr
