# Ruling sp-aa-rotation=roll (default, §15.24, §12.4): after the Axis sends de-1 and de-2
# down, the SP AA company rolls to join like an SP gun: 3, below 4: it stays on its
# back (it counts and may take losses).
cmd: resolve tests/golden/data/ruling-sp-aa.csv assault from=4211 to=4111 rotate1=de-1,de-2 --dice 6,6,6,6,3,6,6,6,6,6,6,6,6 continue=yes,no loss=top -o $TMP/o.csv
status: 0
--- stdout
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
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 2: Axis attacks (§9.6).
de-1 goes down to the bottom of its stack (§9.72).
de-2 goes down to the bottom of its stack (§9.72).
de-3 joins the combat after the rotation (§9.7).
Axis rolls 1d6 = 3 for flak (needs 4+): it stays on its back; it counts and may take losses (§12.4).
Axis attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 10 = units 8 + support 0 + terrain 2 (§9.4).
Odds 6 vs 10 = 1:2, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Axis attacks (§9.6).
Axis attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 10 = units 8 + support 0 + terrain 2 (§9.4).
Odds 6 vs 10 = 1:2, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 0 steps, Axis lost 0 steps (§9.6).
--- stderr
