# §7.31, §7.32: an unsupplied attacker attacks with 1 (us-a: 1, not 4; us-b: 4),
# an unsupplied defender defends with half, rounded up (de-a: 2, not 4).
cmd: resolve tests/golden/data/rules-supply.csv assault from=4211 to=4111 --dice 1,1,6,6 loss=top policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-a, us-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 4111 (level 2-3): +3 (terrain effects table).
Axis defence 5 = units 2 + support 0 + terrain 3 (§9.4).
Odds 5 vs 5 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
de-a loses a step: flipped to its reduced side (§9.64).
de-a loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
