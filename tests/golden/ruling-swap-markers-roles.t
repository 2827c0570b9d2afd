# Ruling swap-markers=roles (default, A12, §9.42, §9.67 a): the Germans (marked
# assault) defend without terrain against the US companies marked opportunity
# fire; round 1 costs the US 3 steps, the roles swap and in round 2 the US
# defender (no assault marker) has its level-1 +2: 6 vs 4 = 1:1, a roll of 9
# costs nothing, us-b survives.
cmd: resolve tests/golden/data/rules-markers-42.csv assault from=4211 to=4111 --dice 6,6,1,1,4,5,6,6,6,6,6,6 continue=yes policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-a, us-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Defender marked assault and attackers marked opportunity fire: no terrain effect in this combat (§9.42).
Axis defence 4 = units 4 + support 0 + terrain 0 (§9.4).
Odds 8 vs 4 = 2:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 2:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 1+1 = 2 on 2:1: the attacker loses 3 steps (combat table).
us-a loses a step: flipped to its reduced side (§9.64).
us-a loses a step: eliminated (§9.64).
us-b loses a step: flipped to its reduced side (§9.64).
Axis continues the combat, roles swapped (§9.67).
Round 2: Axis attacks (§9.6).
Axis attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4211 (level 1): +2 (terrain effects table).
Allied defence 4 = units 2 + support 0 + terrain 2 (§9.4).
Odds 6 vs 4 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 4+5 = 9 on 1:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Axis attacks (§9.6).
Axis attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4211 (level 1): +2 (terrain effects table).
Allied defence 4 = units 2 + support 0 + terrain 2 (§9.4).
Odds 6 vs 4 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 3 steps, Axis lost 0 steps (§9.6).
--- stderr
