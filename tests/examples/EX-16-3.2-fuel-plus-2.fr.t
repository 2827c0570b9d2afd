# French transcript of EX-16-3.2-fuel-plus-2.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-move.csv move unit=recce path=C7,D7,E7,E6,E5,E4,E3,D2 fuel=1 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,recce,cw,recce,D2,front,activated,$" $TMP/s.csv
--- stdout
1 marqueur Fuel : Valeur de Mouvement 8 (§3.2 fuel).
recce se déplace en D2 (core 3.2.1).
--- stderr
