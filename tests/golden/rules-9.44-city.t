# §9.44: a city gives +5 whatever the level (not the level-2 +3).
cmd: resolve tests/golden/data/rules-terrain.csv assault from=4211 to=4111 --dice 1,1,6,6 loss=top policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-city (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
Allied attack 4 = units 4 + support 0 (§9.3).
Terrain of 4111 (city): +5 (terrain effects table).
Axis defence 9 = units 4 + support 0 + terrain 5 (§9.4).
Odds 4 vs 9 = 1:3, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:3: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:3: the attacker loses 1 step (combat table).
de-city loses a step: flipped to its reduced side (§9.64).
de-city loses a step: eliminated (§9.64).
us-a loses a step: flipped to its reduced side (§9.64).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 2 steps (§9.6).
