# §3.2 ammo: recce has 1 against heavy vehicles: its Ammo marker gives +1.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=recce target=tank ammo=1 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,recce,cw,recce,F2,front,activated;order=4,$" $TMP/s.csv
--- stdout
1 Ammo marker: +1 against a heavy vehicle (§3.2 ammo).
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
recce (recce) fires at tank (heavy vehicle): attack 1, Defense Value 8, Lines +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
recce fires at tank: 1d6 = 6 + attack 1 = 7 against defense 9: miss (ruling fire-hit >=) (core 3.2.3).
recce spends 1 Ammo marker (§3.2; ruling gear-spent).
--- stderr
