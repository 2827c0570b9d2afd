# §9.22, §9.51: a heavy weapons company in the attacking stack, below the unit
# that fights, supports from there (3 in every round).
cmd: resolve tests/golden/data/review-f1.csv assault from=4211 to=4111 att=us-inf support=us-hw --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-inf (§9.21, §9.22).
Axis fights from 4111 with de-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
us-hw supports the Allied side (heavy weapons, all rounds) (§9.51).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
us-hw supports the attack with 3 (§9.5).
Allied attack 7 = units 4 + support 3 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 7 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 2: Allied attacks (§9.6).
Allied attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
us-hw supports the attack with 3 (§9.5).
Allied attack 7 = units 4 + support 3 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 7 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Allied attacks (§9.6).
Allied attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
us-hw supports the attack with 3 (§9.5).
Allied attack 7 = units 4 + support 3 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 7 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 0 steps (§9.6).
