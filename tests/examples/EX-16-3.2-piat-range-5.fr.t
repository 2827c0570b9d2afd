# French transcript of EX-16-3.2-piat-range-5.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-checks.csv fire unit=piat target=g5 weapon=piat --dice 3 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,piat,cw,piat,B5,front,activated,$" $TMP/s.csv
--- stdout
piat (piat) tire sur g5 (infanterie) : attaque 1, Valeur de Défense 5 (core 3.2.3).
piat tire son Piat sur g5 : 1d6 = 3 + attaque 1 = 4 contre défense 5 : raté (arbitrage fire-hit >=) (§3.2 piat; core 3.2.3).
piat dépense 1 marqueur Piat (§3.2; ruling gear-spent).
--- stderr
