# fire: brit (attack 3) at ger across the hedge: 1 Obstacle -1 (test value),
# the hedge's +1 and the Défenseur gunners' +1 (§2.2): 6 + 3 - 1 = 8 >= 7:
# a hit; ger turns to its back face.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=ger --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,ger,de,rifles,B6,back,," $TMP/s.csv
sh: grep -q "^unit,brit,cw,rifles,B2,front,activated;order=1," $TMP/s.csv
--- stdout
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
brit (rifles) fires at ger (infantry): attack 3, Defense Value 5, Lines +1 (§1.1 Lignes pt.3, pt.5), Défenseur +1 (§2.2) (core 3.2.3).
brit fires at ger: 1d6 = 6 + attack 3 - 1 = 8 against defense 7: hit (ruling fire-hit >=) (core 3.2.3).
ger loses a step: it turns to its back face (rifles-r) (§3.5 Pas de Perte).
--- stderr
