# A house rule stored in the state (set,rule.crt-defender-half,literal) applies
# like --rule, and the log says so.
cmd: resolve tests/golden/data/rules-house-rule.csv assault from=2129 to=2228 --dice 6,6,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling crt-defender-half=literal applies, not the default (umpire rulings salerno43) (§9.65; digest O1, A1).
Allied fights from 2129 with 2cdo-a, 2cdo-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with cp-2228 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Allied attack 10 = units 10 + support 0 (§9.3).
Terrain of 2228 (defensive position): +5 (terrain effects table).
Axis defence 7 = units 2 + support 0 + terrain 5 (§9.4).
Odds 10 vs 7 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 1 step (combat table).
2cdo-a loses a step: flipped to its reduced side (§9.64).
Axis stops the combat (§9.67).
Combat over after 1 round: Allied lost 1 step, Axis lost 0 steps (§9.6).
