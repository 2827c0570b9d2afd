# §9.34 before §9.62: a mortar against an open-top unit attacks it as
# unarmoured, so its lack of anti-tank value does not send the combat to 1:5.
cmd: resolve tests/golden/data/review-f2.csv assault from=4211 to=4111 --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: defenders only unarmoured or open-top and the attacker has HOW, MTR or RCL: the whole attack is vs unarmoured (§9.34); direct attack 4 (§9.3).
Allied attack 4 = units 4 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 4 vs 6 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:2: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
de-inf loses a step: flipped to its reduced side (§9.64).
de-inf loses a step: eliminated (§9.64).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
