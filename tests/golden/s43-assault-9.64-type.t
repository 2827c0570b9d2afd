# §9.64 a, c: "l'attaquant subit une perte : le défenseur choisit le type de
# l'unité touchée et l'attaquant choisit l'unité de ce type". us-1 (NATO symbol)
# and us-tk (silhouette) attack and lose 1 step in round 1: the Axis player
# names the type first (a pending allied_type), and the unit of that type takes
# the step: silhouette eliminates the Sherman platoon, nato takes one of the
# infantry company's two steps.
cmd: resolve tests/golden/data/s43-loss-type.csv assault from=4111 to=4211 --dice 6,6,5,5 policy=never -o $TMP/a.csv
status: 0
sh: grep -qxF 'pending,1,axis,allied_type,nato|silhouette,assault from=4111 to=4211 policy=never,6;6;5;5,' $TMP/a.csv
sh: grep -q '^unit,us-tk,.*,4111,,2,1,' $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv decide silhouette -o $TMP/s.csv 2>/dev/null && grep -q '^unit,us-tk,.*,eliminated,,2,0,' $TMP/s.csv && grep -q '^unit,us-1,.*,4111,,1,2,' $TMP/s.csv && ! grep -q '^pending' $TMP/s.csv
sh: $UMPIRE resolve $TMP/a.csv decide nato -o $TMP/n.csv 2>/dev/null && grep -q '^unit,us-1,.*,4111,,1,1,' $TMP/n.csv && grep -q '^unit,us-tk,.*,4111,,2,1,' $TMP/n.csv
sh: $UMPIRE resolve $TMP/a.csv decide nato 2>&1 >/dev/null | grep -qxF 'Axis names the type of the Allied unit that loses a step: NATO symbol (§9.64).'
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4111 with us-1, us-tk (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4211 with de-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 4211 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 8 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 5+5 = 10 on 1:1: the attacker loses 1 step (combat table).
Allied must take a step: Axis names the type (NATO symbol or silhouette) first (§9.64).
Waiting for a decision (allied_type): answer with 'umpire resolve STATE decide ANSWER', ANSWER one of nato|silhouette; nothing is applied until the combat ends (pending).
--- stderr
