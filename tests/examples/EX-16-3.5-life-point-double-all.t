# EX-16 (§3.5 life point), the other reading (life-double=all): against a Coup
# Double one Life Point cancels nothing ('1 marqueur Point de Vie pour chaque
# Pas de Perte'): the hero loses both steps.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=sniper target=hero life=1 --dice 6 --rule life-double=all --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,hero,de,hero,dead,back,,life=2$" $TMP/s.csv
--- stdout
Ruling life-double=all applies (the default is per-step) (§3.5 life point).
Line hedge (+A4-+I4: obstacle;def=1): Obstacle for the firer (§1.1 Lignes pt.3).
Line hedge (+A4-+I4): defensive bonus +1 for the target (§1.1 Lignes pt.3).
1 Obstacle: -1 to the roll (line of sight reduced) (§1.1 Lignes pt.3; core 5.1).
sniper (sniper) fires at hero (infantry): attack 5, Defense Value 5, Lines +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
sniper fires at hero: 1d6 = 6 + attack 5 - 1 = 10 against defense 6: hit (ruling fire-hit >=) (core 3.2.3).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
hero loses a step: it turns to its back face (hero-r) (§3.5 Pas de Perte).
hero is destroyed (core 3.2.3).
--- stderr
