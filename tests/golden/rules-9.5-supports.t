# §9.5: heavy weapons of the same battalion (3, all rounds, §9.512), an
# independent US battery of the requesters' nationality (X = 8 in round 1, Y = 3
# after, §9.521, §9.523), a direct supporter in its chosen round 2 (4, §9.534),
# and German AA indirect support of the defence (Y = 2 every round, §9.524).
cmd: resolve tests/golden/data/rules-support.csv assault from=4211 to=4111 support=us-hw,us-105,m10-a@2 def_support=de-aa --dice 6,6,6,6,6,6,6,6,6,6,6,6 continue=yes policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
us-hw supports the Allied side (heavy weapons, all rounds) (§9.51).
us-105 supports the Allied side (indirect) (§9.521).
m10-a supports the Allied side (direct, in round 2 only) (§9.53).
de-aa supports the Axis side (indirect) (§9.521).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
us-hw supports the attack with 3 (§9.5).
us-105 supports the attack with 8 (§9.5).
Allied attack 15 = units 4 + support 11 (§9.3).
de-aa supports the defence with 2 (§9.5).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 8 = units 4 + support 2 + terrain 2 (§9.4).
Odds 15 vs 8 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 2: Allied attacks (§9.6).
Allied attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
us-hw supports the attack with 3 (§9.5).
us-105 supports the attack with 3 (§9.5).
m10-a supports the attack with 4 (§9.5).
Allied attack 14 = units 4 + support 10 (§9.3).
de-aa supports the defence with 2 (§9.5).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 8 = units 4 + support 2 + terrain 2 (§9.4).
Odds 14 vs 8 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Allied attacks (§9.6).
Allied attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
us-hw supports the attack with 3 (§9.5).
us-105 supports the attack with 3 (§9.5).
Allied attack 10 = units 4 + support 6 (§9.3).
de-aa supports the defence with 2 (§9.5).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 8 = units 4 + support 2 + terrain 2 (§9.4).
Odds 10 vs 8 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 0 steps (§9.6).
