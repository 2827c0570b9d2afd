# §2.2 and A18: two Défenseurs next to ger: +1 in all (defenseur-stack=once).
cmd: resolve tests/golden/data/hn-rulings.csv fire unit=brit target=ger --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
brit (rifles) fires at ger (infantry): attack 3, Defense Value 5, Défenseur +1 (§2.2) (core 3.2.3).
brit fires at ger: 1d6 = 1 + attack 3 = 4 against defense 6: miss (ruling fire-hit >=) (core 3.2.3).
--- stderr
