# §9.63 b: two attacks of 4:1 in the same round, each with both rolls; results
# applied together (attacker 12 on 4:1 = 0 and 2 on 4:1 = 5 steps for the HQ's 1).
cmd: resolve tests/golden/data/rules-8to1.csv assault from=4211 to=4111 over8=4+4 --dice 6,6,6,6,1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 4211 with pz-a, pz-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-hq (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 24 (§9.3).
Axis attack 24 = units 24 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 3 = units 1 + support 0 + terrain 2 (§9.4).
Odds 24 vs 3 = 8:1, split into 4:1 and 4:1 (§9.63 b).
Axis rolls 2d6 = 6+6 = 12 on 4:1: the defender loses 1 step (combat table).
Allied rolls 2d6 = 6+6 = 12 on 4:1: the attacker loses 0 steps (combat table).
Axis rolls 2d6 = 1+1 = 2 on 4:1: the defender loses 5 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 4:1: the attacker loses 0 steps (combat table).
us-hq loses a step: eliminated (§9.64).
Allied has no step left among the units that fought: 5 steps not applied (§9.66 c).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 0 steps (§9.6).
