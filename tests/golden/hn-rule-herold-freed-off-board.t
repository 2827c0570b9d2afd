# herold-freed=off-board: he goes off the board until placed.
cmd: resolve tests/golden/data/hn-rulings.csv fire unit=sniper target=captor --dice 6 --rule herold-freed=off-board --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,hh,de,rifles,-,front,,$" $TMP/s.csv
--- stdout
Ruling herold-freed=off-board applies (the default is captor-square) (Sc-1; digest §11.4).
sniper (sniper) fires at captor (infantry): attack 6, Defense Value 5 (core 3.2.3).
sniper fires at captor: 1d6 = 6 + attack 6 = 12 against defense 5: hit (ruling fire-hit >=) (core 3.2.3).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
hh is freed (off the board until placed): the CW must capture him again (Sc-1; ruling herold-freed).
captor is destroyed (core 3.2.3).
--- stderr
