# Ruling river-plus=defender-minus (A8): the defender's roll -1 instead. Axis 1+1 = 2: 3
# steps (us-a has 2); Allied 4+4-1 = 7: 2 steps.
cmd: resolve tests/golden/data/rules-river-def.csv assault from=4211 to=4111 --dice 1,1,4,4 policy=never loss=top --rule river-plus=defender-minus -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling river-plus=defender-minus applies, not the default (umpire rulings salerno43) (§9.651; A8).
Axis fights from 4211 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Defenders in a river hex, attackers on the opposite bank: the defender's roll -1 (ruling river-plus) (§9.651).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 6 vs 6 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Allied rolls 2d6 = 4+4 = 8, -1 for the river = 7 on 1:1: the attacker loses 2 steps (combat table, §9.651).
us-a loses a step: flipped to its reduced side (§9.64).
us-a loses a step: eliminated (§9.64).
Allied has no step left among the units that fought: 1 step not applied (§9.66 c).
de-a loses a step: flipped to its reduced side (§9.64).
de-a loses a step: eliminated (§9.64).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
4211 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 2 steps, Axis lost 2 steps (§9.6).
--- stderr
