# §9.651 is decided again each round: in round 1 us-b, in 4212 (no river),
# fights beside us-a, so the Allied defenders are not all in the river and the
# rolls take no +1. us-b is eliminated; from round 2 every Allied defender is
# in river hex 4111, across from 4211: both rolls +1 (5+5 reads 11 on 1:1).
cmd: resolve tests/golden/data/rules-river-rotation.csv assault from=4211 to=4111,4212 --dice 1,1,6,6,5,5,5,5,6,6,6,6 policy=always allied_loss=us-b loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 4211 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4212 with us-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Terrain of 4212 (level 1): +2 (terrain effects table).
Allied defence 10 = units 8 + support 0 + terrain 2 (§9.4).
Odds 6 vs 10 = 1:2, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:2: the defender loses 2 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
us-b loses a step: eliminated (§9.64).
us-a loses a step: flipped to its reduced side (§9.64).
4212 is emptied: an RMF = 1/2 marker is placed there (§11.2).
Axis continues the combat (§9.67).
Round 2: Axis attacks (§9.6).
Axis attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 4 = units 2 + support 0 + terrain 2 (§9.4).
Odds 6 vs 4 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 5+5 = 10, +1 for the river = 11 on 1:1: the defender loses 0 steps (combat table, §9.651).
Allied rolls 2d6 = 5+5 = 10, +1 for the river = 11 on 1:1: the attacker loses 0 steps (combat table, §9.651).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Axis attacks (§9.6).
Axis attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 4 = units 2 + support 0 + terrain 2 (§9.4).
Odds 6 vs 4 = 1:1, rounded for the defender (§9.61).
A modified total of 13 is read as 12, the lowest-loss band (ruling roll-above-12).
Axis rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 1:1: the defender loses 0 steps (combat table, §9.651).
A modified total of 13 is read as 12, the lowest-loss band (ruling roll-above-12).
Allied rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 1:1: the attacker loses 0 steps (combat table, §9.651).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 2 steps, Axis lost 0 steps (§9.6).
