# double-hit=never (the first edition): the same 6 is a plain hit.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=mg replace=loader --dice 6 --rule double-hit=never --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
Ruling double-hit=never applies (the default is table) (core 3.2.3 p.15; §3.5 life point).
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
brit (rifles) fires at mg (infantry): attack 3, Defense Value 4, Lines +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
brit fires at mg: 1d6 = 6 + attack 3 - 1 = 8 against defense 5: hit (ruling fire-hit >=) (core 3.2.3).
loader takes all the damage instead of mg (§2.2 remplaçant).
loader is destroyed (core 3.2.3).
--- stderr
