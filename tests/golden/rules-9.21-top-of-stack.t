# §9.21, §9.22: with no att=, the top two companies of 4211 fight (the third
# does not: 2 companies at most).
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4211 to=4111 --dice 1,6,6,6 loss=top policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with uk-1, uk-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 8 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+6 = 7 on 1:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
de-a loses a step: flipped to its reduced side (§9.64).
Allied stops the combat (§9.67).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
