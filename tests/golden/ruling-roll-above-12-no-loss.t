# Ruling roll-above-12=no-loss (§9.651): every 13 costs nothing; equal losses go on to
# rounds 2 and 3 (§9.67 c), all 13s.
cmd: resolve tests/golden/data/ruling-above-12.csv assault from=4211 to=4111 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never loss=top --rule roll-above-12=no-loss -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling roll-above-12=no-loss applies, not the default (umpire rulings salerno43) (§9.651).
Axis fights from 4211 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Defenders in a river hex, attackers on the opposite bank: both rolls +1 (§9.651).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 24 (§9.3).
Axis attack 24 = units 24 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 24 vs 6 = 4:1, rounded for the defender (§9.61).
A modified total of 13 is read as no loss (ruling roll-above-12).
Axis rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the defender loses 0 steps (combat table, §9.651).
A modified total of 13 is read as no loss (ruling roll-above-12).
Allied rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the attacker loses 0 steps (combat table, §9.651).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 2: Axis attacks (§9.6).
Axis attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 24 (§9.3).
Axis attack 24 = units 24 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 24 vs 6 = 4:1, rounded for the defender (§9.61).
A modified total of 13 is read as no loss (ruling roll-above-12).
Axis rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the defender loses 0 steps (combat table, §9.651).
A modified total of 13 is read as no loss (ruling roll-above-12).
Allied rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the attacker loses 0 steps (combat table, §9.651).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Axis attacks (§9.6).
Axis attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 24 (§9.3).
Axis attack 24 = units 24 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 24 vs 6 = 4:1, rounded for the defender (§9.61).
A modified total of 13 is read as no loss (ruling roll-above-12).
Axis rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the defender loses 0 steps (combat table, §9.651).
A modified total of 13 is read as no loss (ruling roll-above-12).
Allied rolls 2d6 = 6+6 = 12, +1 for the river = 13 on 4:1: the attacker loses 0 steps (combat table, §9.651).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 0 steps (§9.6).
--- stderr
