# Ruling fortified-building=nothing (default, A7, §19.21): an IP flipped under a Fortified
# being built gives nothing: level 1's +2, 12 vs 6 = 2:1, a roll of 6 costs 2 steps.
cmd: resolve tests/golden/data/ruling-positions.csv assault from=4212 to=4113 --dice 3,3,6,6 loss=top policy=never -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4212 with us-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4113 with de-fb (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 12 (§9.3).
Allied attack 12 = units 12 + support 0 (§9.3).
Terrain of 4113 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 12 vs 6 = 2:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 3+3 = 6 on 2:1: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 2:1: the attacker loses 0 steps (combat table).
de-fb loses a step: flipped to its reduced side (§9.64).
de-fb loses a step: eliminated (§9.64).
4113 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
--- stderr
