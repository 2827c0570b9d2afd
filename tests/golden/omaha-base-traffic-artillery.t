# §19.33: German artillery fired in the East sector this turn: no traffic management, a counted action; the AT ditch stays cleared (§19.33 names only the range increase and traffic management).
cmd: resolve tests/examples/data/omaha-base-move-art.csv move unit=L/3/16 to=0911 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.1,18:1$' $TMP/s.csv
--- stdout
The atditch hexside 0811/0911 borders the range of the engineer base in 0711: it no longer hinders the move (§19.3).
German artillery fired in the sector of the base in 0711 this turn: no traffic management (§19.33).
Action 1 of 3 of the 1st Division (§17).
L/3/16 moves from 0811 to 0911 (§7.3).
--- stderr
