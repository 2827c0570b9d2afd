# Ruling position-terrain=add (A7): level 2-3's +3 plus the IP's +5 = +8: 9 vs 12 = 1:2,
# the same roll of 5 costs 1 step only.
cmd: resolve tests/golden/data/ruling-positions.csv assault from=4211 to=4112 --dice 2,3,6,6 loss=top policy=never --rule position-terrain=add -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling position-terrain=add applies, not the default (umpire rulings salerno43) (§9.44, §19.13; A7).
Allied fights from 4211 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4112 with de-ip (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 9 (§9.3).
Allied attack 9 = units 9 + support 0 (§9.3).
Terrain of 4112 (level 2-3 + defensive position, ruling position-terrain=add): +8 (terrain effects table).
Axis defence 12 = units 4 + support 0 + terrain 8 (§9.4).
Odds 9 vs 12 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 2+3 = 5 on 1:2: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
de-ip loses a step: flipped to its reduced side (§9.64).
Allied stops the combat (§9.67).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
--- stderr
