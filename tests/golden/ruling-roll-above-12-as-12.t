# Ruling roll-above-12=as-12 (default, §9.651): the Axis 6+6+1 = 13 on 4:1 is read as 12:
# one step (10-12); the Allied 13 on the defender's 4:1 row costs nothing either way.
# The Axis, having lost less, stops (policy=never).
cmd: resolve tests/golden/data/ruling-above-12.csv assault from=4211 to=4111 --dice 6,6,6,6 policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 4211 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Defenders in a river hex, attackers on the opposite bank: both rolls +1 (§9.651).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 24 (§9.3).
Axis attack 24 = units 24 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 24 vs 6 = 4:1, rounded for the defender (§9.61).
A modified total of 13 is read as 12, the lowest-loss band (ruling roll-above-12).
Axis rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the defender loses 1 step (combat table, §9.651).
A modified total of 13 is read as 12, the lowest-loss band (ruling roll-above-12).
Allied rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the attacker loses 0 steps (combat table, §9.651).
us-a loses a step: flipped to its reduced side (§9.64).
Axis stops the combat (§9.67).
Combat over after 1 round: Allied lost 1 step, Axis lost 0 steps (§9.6).
--- stderr
