# French transcript of EX-15-sc-a-crash-building.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p1 speed=6 path=D5,E5,F5,G5,H5 aviators=H6 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,pilot1,de,pilot,H6,front,suppressed;inactive,$" $TMP/s.csv
--- stdout
p1 change son marqueur Vitesse de 4 à 6 (Sc-A).
p1 s'écrase sur H5 : une aile au-dessus de H4 chevauche la ligne rouge d'un bâtiment (Sc-A).
p1 est Détruite : son épave reste sur le plateau (core 3.2.3).
pilot1 va en H6 sur sa Face Inactive, Suppressed (un Mouvement Forcé) (Sc-A aviateur).
--- stderr
