# §9.44: a tobacco factory gives +5 (level 1 alone would give +2).
cmd: resolve tests/golden/data/rules-terrain.csv assault from=4210 to=4110 --dice 1,1,6,6 loss=top policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4210 with us-mtr (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4110 with de-tab (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 1 (§9.3).
Allied attack 1 = units 1 + support 0 (§9.3).
Terrain of 4110 (tobacco factory): +5 (terrain effects table).
Axis defence 9 = units 4 + support 0 + terrain 5 (§9.4).
Odds below 1:5 are resolved on 1:5 (the table has no lower column) (ruling below-1-5).
Odds 1 vs 9 = 1:5, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:5: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:5: the attacker loses 2 steps (combat table).
de-tab loses a step: flipped to its reduced side (§9.64).
us-mtr loses a step: eliminated (§9.64).
Allied has no step left among the units that fought: 1 step not applied (§9.66 c).
4210 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 1 step (§9.6).
