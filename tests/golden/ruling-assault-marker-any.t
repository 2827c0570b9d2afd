# Ruling assault-marker=any (default, §9.41): one of the two defenders is marked assault:
# no terrain in round 1 (8 vs 8 = 1:1), level 2-3's +3 in rounds 2 and 3 (1:2).
cmd: resolve tests/golden/data/ruling-markers.csv assault from=4211 to=4111 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-a, us-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-a, de-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Defender marked assault: no terrain effect in round 1 (§9.41).
Axis defence 8 = units 8 + support 0 + terrain 0 (§9.4).
Odds 8 vs 8 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 2: Allied attacks (§9.6).
Allied attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 4111 (level 2-3): +3 (terrain effects table).
Axis defence 11 = units 8 + support 0 + terrain 3 (§9.4).
Odds 8 vs 11 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Allied attacks (§9.6).
Allied attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 4111 (level 2-3): +3 (terrain effects table).
Axis defence 11 = units 8 + support 0 + terrain 3 (§9.4).
Odds 8 vs 11 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 0 steps (§9.6).
--- stderr
