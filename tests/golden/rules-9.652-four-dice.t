# §9.652: attackers in a river hex, defenders on the opposite bank: the defender
# rolls 4 dice and keeps the two lowest (5+1 = 6 on 1:1: 2 steps; the first two
# dice alone, 6+5 = 11, would give 0).
cmd: resolve tests/golden/data/rules-river-att.csv assault from=4111 to=4211 --dice 6,6,6,5,1,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 4111 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4211 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Attackers in a river hex, defenders on the opposite bank: the defender rolls 4 dice and keeps 2 (§9.652).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4211 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 6 vs 6 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Allied rolls 4d6 = 6+5+1+6, keeps the two lowest = 6 on 1:1: the attacker loses 2 steps (combat table, §9.652).
de-a loses a step: flipped to its reduced side (§9.64).
de-a loses a step: eliminated (§9.64).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
