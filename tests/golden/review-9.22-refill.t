# §9.6, §9.22: each round is a combat of its own: when the two infantry
# companies that fought are eliminated, the StuG and the PaK below them fight
# the next rounds (no roll: no rotation happened).
cmd: resolve tests/golden/data/review-f6.csv assault from=4211 to=4111 --dice 6,6,1,1,6,6,6,6,6,6,6,6 policy=always loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 4211 with de-1, de-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-1, us-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 12 (§9.3).
Axis attack 12 = units 12 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 10 = units 8 + support 0 + terrain 2 (§9.4).
Odds 12 vs 10 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the attacker loses 3 steps (combat table).
de-2 loses a step: eliminated (§9.64).
de-1 loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
Allied continues the combat, roles swapped (§9.67).
Round 2: Allied attacks (§9.6).
stug now fights from the top of its stack (§9.22).
pak now fights from the top of its stack (§9.22).
Allied attacks, round 2: armoured and unarmoured defenders: half of each attack value, rounded on the total (§9.33); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 4211 (level 1): +2 (terrain effects table).
Axis defence 9 = units 7 + support 0 + terrain 2 (§9.4).
Odds 5 vs 9 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Allied attacks (§9.6).
Allied attacks, round 3: armoured and unarmoured defenders: half of each attack value, rounded on the total (§9.33); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 4211 (level 1): +2 (terrain effects table).
Axis defence 9 = units 7 + support 0 + terrain 2 (§9.4).
Odds 5 vs 9 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 2 steps (§9.6).
