# Ruling sp-aa-rotation=no-roll (§27.1): the SP AA company joins after the rotation with
# no roll (one die fewer).
cmd: resolve tests/golden/data/ruling-sp-aa.csv assault from=4211 to=4111 rotate1=de-1,de-2 --dice 6,6,6,6,6,6,6,6,6,6,6,6 continue=yes,no loss=top --rule sp-aa-rotation=no-roll -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling sp-aa-rotation=no-roll applies, not the default (umpire rulings salerno43) (§15.24, §27.1, §12.4).
Axis fights from 4211 with de-1, de-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-1, us-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 12 (§9.3).
Axis attack 12 = units 12 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 10 = units 8 + support 0 + terrain 2 (§9.4).
Odds 12 vs 10 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 2: Axis attacks (§9.6).
de-1 goes down to the bottom of its stack (§9.72).
de-2 goes down to the bottom of its stack (§9.72).
de-3 joins the combat after the rotation (§9.7).
flak joins the combat after the rotation (§27.1).
Axis attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Axis attack 10 = units 10 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 10 = units 8 + support 0 + terrain 2 (§9.4).
Odds 10 vs 10 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Axis attacks (§9.6).
Axis attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Axis attack 10 = units 10 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 10 = units 8 + support 0 + terrain 2 (§9.4).
Odds 10 vs 10 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 0 steps (§9.6).
--- stderr
