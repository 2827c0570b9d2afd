# Ruling fire-hit=>: 6 + 3 - 1 = 8 against 7 still hits; 5 + 3 - 1 = 7 does not.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=ger --dice 5 --rule 'fire-hit=>' --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,ger,de,rifles,B6,front,," $TMP/s.csv
--- stdout
Ruling fire-hit=> applies (the default is >=) (core 3.2.3 p.14; digest §1.3 item 2).
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
brit (rifles) fires at ger (infantry): attack 3, Defense Value 5, Lines +1 (§1.1 Lignes pt.3, pt.5), Défenseur +1 (§2.2) (core 3.2.3).
brit fires at ger: 1d6 = 5 + attack 3 - 1 = 7 against defense 7: miss (ruling fire-hit >) (core 3.2.3).
--- stderr
