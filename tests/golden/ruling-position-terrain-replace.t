# Ruling position-terrain=replace (default, A7, §9.44, §19.13): an IP on a level-2 hex gives +5
# "whatever the level", not level 2-3's +3 as well: 9 vs 9 = 1:1, a roll of 5 costs 2 steps.
cmd: resolve tests/golden/data/ruling-positions.csv assault from=4211 to=4112 --dice 2,3,6,6 loss=top policy=never -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4112 with de-ip (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 9 (§9.3).
Allied attack 9 = units 9 + support 0 (§9.3).
Terrain of 4112 (defensive position): +5 (terrain effects table).
Axis defence 9 = units 4 + support 0 + terrain 5 (§9.4).
Odds 9 vs 9 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 2+3 = 5 on 1:1: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
de-ip loses a step: flipped to its reduced side (§9.64).
de-ip loses a step: eliminated (§9.64).
4112 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
--- stderr
