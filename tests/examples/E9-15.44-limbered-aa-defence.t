# E9 (§15.44): limbered, its defence is 1: the US infantry attacks it.
cmd: resolve tests/examples/data/e9-limbered.csv assault from=3131 to=3031 --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 3131 with us-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 3031 with 20mm (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
Allied attack 4 = units 4 + support 0 (§9.3).
Terrain of 3031 (level 1): +2 (terrain effects table).
Axis defence 3 = units 1 + support 0 + terrain 2 (§9.4).
Odds 4 vs 3 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
20mm loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 2 steps not applied (§9.66 c).
3031 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
