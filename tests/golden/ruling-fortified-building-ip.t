# Ruling fortified-building=ip (A7): the flipped IP still gives +5: 12 vs 9 = 1:1, the same
# roll of 6 costs 1 step.
cmd: resolve tests/golden/data/ruling-positions.csv assault from=4212 to=4113 --dice 3,3,6,6 loss=top policy=never --rule fortified-building=ip -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling fortified-building=ip applies, not the default (umpire rulings salerno43) (§19.21; A7).
Allied fights from 4212 with us-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4113 with de-fb (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 12 (§9.3).
Allied attack 12 = units 12 + support 0 (§9.3).
Terrain of 4113 (defensive position): +5 (terrain effects table).
Axis defence 9 = units 4 + support 0 + terrain 5 (§9.4).
Odds 12 vs 9 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 3+3 = 6 on 1:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
de-fb loses a step: flipped to its reduced side (§9.64).
Allied stops the combat (§9.67).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
--- stderr
