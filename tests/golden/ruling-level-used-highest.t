# Ruling level-used=highest (default, A5, §9.41): the hex of levels 1-4 defends at its
# highest, +5: 40 vs 9 = 4:1; a roll of 8 costs 2 steps.
cmd: resolve tests/golden/data/ruling-terrain-levels.csv assault from=4211 to=4111 --dice 4,4,6,6 policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-a, us-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-hill (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 40 (§9.3).
Allied attack 40 = units 40 + support 0 (§9.3).
Terrain of 4111 (level 4-6): +5 (terrain effects table).
Axis defence 9 = units 4 + support 0 + terrain 5 (§9.4).
Odds 40 vs 9 = 4:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 4+4 = 8 on 4:1: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 4:1: the attacker loses 0 steps (combat table).
de-hill loses a step: flipped to its reduced side (§9.64).
de-hill loses a step: eliminated (§9.64).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
--- stderr
