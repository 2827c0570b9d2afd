# §17.22: the 36th Division company with its M4 platoon only.
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4212 to=4112 att=us-36,us-m4 --dice 1,6,6,6 loss=top policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4212 with us-36, us-m4 (§9.21, §9.22).
Axis fights from 4112 with de-pz (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are armoured: attack vs armoured (§9.32); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 4112 (level 1): +2 (terrain effects table).
Axis defence 8 = units 6 + support 0 + terrain 2 (§9.4).
Odds 5 vs 8 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+6 = 7 on 1:2: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
de-pz loses a step: flipped to its reduced side (§9.64).
Allied stops the combat (§9.67).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
