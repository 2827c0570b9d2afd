# §3.5 life point: the hero discards a Life Point to cancel the step it just
# lost (fire from brit: 6 + 3 - 1 = 8 >= 6).
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=hero life=1 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,hero,de,hero,A9,front,,life=1$" $TMP/s.csv
--- stdout
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
brit (rifles) fires at hero (infantry): attack 3, Defense Value 5, Lines +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
brit fires at hero: 1d6 = 6 + attack 3 - 1 = 8 against defense 6: hit (ruling fire-hit >=) (core 3.2.3).
hero discards 1 Life Point marker: 1 step loss cancelled (§3.5 life point).
--- stderr
