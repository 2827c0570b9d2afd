# §9.63 a: the 7:1 column, and the attacker cannot be damaged: the defender
# does not roll (one roll of 2 dice only).
cmd: resolve tests/golden/data/rules-8to1.csv assault from=4211 to=4111 over8=7:1 --dice 6,6 policy=never
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
Odds 24 vs 3 = 8:1: the attacker takes the 7:1 column and cannot be damaged (§9.63 a).
Axis rolls 2d6 = 6+6 = 12 on 7:1: the defender loses 2 steps (combat table).
us-hq loses a step: eliminated (§9.64).
Allied has no step left among the units that fought: 1 step not applied (§9.66 c).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 0 steps (§9.6).
