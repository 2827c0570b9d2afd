# E9 (§15.44): limbered, against armour: ceil(1/2) = 1.
cmd: resolve tests/examples/data/e9-limbered.csv assault from=3031 to=3030 --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 3031 with 20mm (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3030 with us-tank (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are armoured: attack vs armoured (§9.32); direct attack 1 (§9.3).
Axis attack 1 = units 1 + support 0 (§9.3).
Terrain of 3030 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds below 1:5 are resolved on 1:5 (the table has no lower column) (ruling below-1-5).
Odds 1 vs 6 = 1:5, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:5: the defender loses 1 step (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:5: the attacker loses 2 steps (combat table).
us-tank loses a step: eliminated (§9.64).
20mm loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
3030 is emptied: an RMF = 1/2 marker is placed there (§11.2).
3031 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 1 step (§9.6).
