# Ruling how-exception=whole (default, A4, §9.34): with the HOW in the attack the whole
# attack is vs unarmoured: 6 + the tank's 2 = 8 vs 5 = 1:1; a roll of 9 does nothing,
# nor do the 12s of rounds 2 and 3.
cmd: resolve tests/golden/data/ruling-how.csv assault from=3030 to=3130 att=25pdr-1,uk-tank --dice 4,5,6,6,6,6,6,6,6,6,6,6 policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 3030 with 25pdr-1, uk-tank (§9.21, §9.22).
Axis fights from 3130 with marder-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: defenders only unarmoured or open-top and the attacker has HOW, MTR or RCL: the whole attack is vs unarmoured (§9.34); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 3130 (level 1): +2 (terrain effects table).
Axis defence 5 = units 3 + support 0 + terrain 2 (§9.4).
Odds 8 vs 5 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 4+5 = 9 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 2: Allied attacks (§9.6).
Allied attacks, round 2: defenders only unarmoured or open-top and the attacker has HOW, MTR or RCL: the whole attack is vs unarmoured (§9.34); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 3130 (level 1): +2 (terrain effects table).
Axis defence 5 = units 3 + support 0 + terrain 2 (§9.4).
Odds 8 vs 5 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Allied attacks (§9.6).
Allied attacks, round 3: defenders only unarmoured or open-top and the attacker has HOW, MTR or RCL: the whole attack is vs unarmoured (§9.34); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 3130 (level 1): +2 (terrain effects table).
Axis defence 5 = units 3 + support 0 + terrain 2 (§9.4).
Odds 8 vs 5 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 0 steps (§9.6).
--- stderr
