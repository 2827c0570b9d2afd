# §2.2 remplaçant: loader, 2 squares from the heavy weapon mg with a sight on
# it, takes all the damage instead (a Coup Double: 6 + 3 - 1 = 8 >= 5 + 3).
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=mg replace=loader --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,loader,de,loader,dead,front,," $TMP/s.csv
sh: grep -q "^unit,mg,de,mg42,G6,front,," $TMP/s.csv
--- stdout
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
brit (rifles) fires at mg (infantry): attack 3, Defense Value 4, Lines +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
brit fires at mg: 1d6 = 6 + attack 3 - 1 = 8 against defense 5: hit (ruling fire-hit >=) (core 3.2.3).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
loader takes all the damage instead of mg (§2.2 remplaçant).
loader is destroyed (core 3.2.3).
--- stderr
