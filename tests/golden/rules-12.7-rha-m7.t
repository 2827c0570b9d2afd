# §12.7: a 5th RHA M7 supporting an attack rolls a die; on a 1 it gives its
# defence value (2) instead of its attack value (8).
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4211 to=4111 support=m7-a --dice 1,1,1,6,6 loss=top policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with uk-1, uk-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
m7-a supports the Allied side (indirect) (§9.521).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied rolls 1d6 = 1 for the 5th RHA M7 m7-a: it gives its defence value (§12.7).
m7-a supports the attack with 2 (§9.5).
Allied attack 10 = units 8 + support 2 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 10 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
de-a loses a step: flipped to its reduced side (§9.64).
de-a loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
