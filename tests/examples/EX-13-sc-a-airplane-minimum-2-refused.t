# EX-13 (Sc-A, 'La Valeur de Mouvement est de 4 cases. L'Avion pourra se
# déplacer de 3 ou 4 cases'): p1 at Speed 4 may not move 2 squares.
cmd: resolve tests/golden/data/hn-airfield.csv move unit=p1 path=D5,E5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: at Speed 4 p1 must move 3 or 4 squares, not 2 (Sc-A)
