# defenseur-stack=each: +1 from each, +2.
cmd: resolve tests/golden/data/hn-rulings.csv fire unit=brit target=ger --dice 1 --rule defenseur-stack=each --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Ruling defenseur-stack=each applies (the default is once) (§2.2 défenseur; A18).
brit (rifles) fires at ger (infantry): attack 3, Defense Value 5, Défenseur +2 (§2.2) (core 3.2.3).
brit fires at ger: 1d6 = 1 + attack 3 = 4 against defense 7: miss (ruling fire-hit >=) (core 3.2.3).
--- stderr
