# EX-16 (§3.2 ammo): each Ammo marker +2 against a light vehicle.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=carrier target=car ammo=2 --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
2 Ammo markers: +4 against a light vehicle (§3.2 ammo).
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
carrier (carrier) fires at car (light vehicle): attack 3, Defense Value 4, Lines +1 (§1.1 Lignes pt.3, pt.5), Armor x2 +2 (§3.2) (core 3.2.3).
carrier fires at car: 1d6 = 1 + attack 3 + 3 = 7 against defense 7: hit (ruling fire-hit >=) (core 3.2.3).
car is destroyed: its wreck stays on the board (core 3.2.3).
carrier spends 2 Ammo markers (§3.2; ruling gear-spent).
--- stderr
