# §9.61: without the 105 mm battery the same attack is 7 vs 8, rounded for the
# defender to 1:2 (with it, rules-9.5-supports: 15 vs 8 = 1:1).
cmd: resolve tests/golden/data/rules-support.csv assault from=4211 to=4111 support=us-hw def_support=de-aa --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
us-hw supports the Allied side (heavy weapons, all rounds) (§9.51).
de-aa supports the Axis side (indirect) (§9.521).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
us-hw supports the attack with 3 (§9.5).
Allied attack 7 = units 4 + support 3 (§9.3).
de-aa supports the defence with 2 (§9.5).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 8 = units 4 + support 2 + terrain 2 (§9.4).
Odds 7 vs 8 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:2: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
de-inf loses a step: flipped to its reduced side (§9.64).
de-inf loses a step: eliminated (§9.64).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
