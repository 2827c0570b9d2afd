# Sc-1: the German destroys the unit holding a prisoner: he is freed where his
# captor fell (herold-freed=captor-square; the seed does not say where).
cmd: resolve tests/golden/data/hn-rulings.csv fire unit=sniper target=captor --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,hh,de,rifles,I7,front,,$" $TMP/s.csv
--- stdout
sniper (sniper) fires at captor (infantry): attack 6, Defense Value 5 (core 3.2.3).
sniper fires at captor: 1d6 = 6 + attack 6 = 12 against defense 5: hit (ruling fire-hit >=) (core 3.2.3).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
hh is freed on I7, where his captor fell: the CW must capture him again (Sc-1; ruling herold-freed).
captor is destroyed (core 3.2.3).
--- stderr
