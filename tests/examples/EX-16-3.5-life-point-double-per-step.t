# EX-16 (§3.5 life point) against a Coup Double (the sniper, attack 5: 6 + 5 - 1
# = 10 >= 6 + 3, test trigger): one Life Point cancels one of its 2 steps, the
# hero turns to its back face (ruling life-double=per-step; the digest keeps
# this case out of the acceptance suite: it rests on a reading).
cmd: resolve tests/golden/data/hn-fire.csv fire unit=sniper target=hero life=1 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,hero,de,hero,A9,back,,life=1$" $TMP/s.csv
--- stdout
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
sniper (sniper) fires at hero (infantry): attack 5, Defense Value 5, Lines +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
sniper fires at hero: 1d6 = 6 + attack 5 - 1 = 10 against defense 6: hit (ruling fire-hit >=) (core 3.2.3).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
hero discards 1 Life Point marker: 1 step loss cancelled (§3.5 life point).
hero loses a step: it turns to its back face (hero-r) (§3.5 Pas de Perte).
--- stderr
