# fire: a 4 gives 6 against 7: a miss; nothing changes but brit is Activated.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=ger --dice 4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,ger,de,rifles,B6,front,," $TMP/s.csv
--- stdout
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
brit (rifles) fires at ger (infantry): attack 3, Defense Value 5, Lines +1 (§1.1 Lignes pt.3, pt.5), Défenseur +1 (§2.2) (core 3.2.3).
brit fires at ger: 1d6 = 4 + attack 3 - 1 = 6 against defense 7: miss (ruling fire-hit >=) (core 3.2.3).
--- stderr
