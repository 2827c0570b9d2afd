# §9.62: all defenders armoured and no anti-tank value (the paras' 0): the 1:5
# column, and the defender cannot be damaged, so only the defender rolls.
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4210 to=4110 --dice 6,6 loss=top policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4210 with us-para (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4110 with de-pz2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are armoured: attack vs armoured (§9.32); direct attack 0 (§9.3).
Allied attack 0 = units 0 + support 0 (§9.3).
Terrain of 4110 (level 1): +2 (terrain effects table).
Axis defence 8 = units 6 + support 0 + terrain 2 (§9.4).
All defenders armoured and no anti-tank capability: 1:5, and the defender cannot be damaged (§9.62).
Odds 0 vs 8 = 1:5, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:5: the attacker loses 2 steps (combat table).
us-para loses a step: flipped to its reduced side (§9.64).
us-para loses a step: eliminated (§9.64).
4210 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 2 steps, Axis lost 0 steps (§9.6).
