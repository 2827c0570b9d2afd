# Ruling adjacent-defence=all-rounds: the mortar's Y of 3 from round 1: 4 vs 9 = 1:3,
# the 12 costs us-a a step at once and the combat stops (policy=never).
cmd: resolve tests/golden/data/ruling-adjacent.csv assault from=4211 to=4111 def_support=de-mtr --dice 6,6,6,6 policy=never loss=top --rule adjacent-defence=all-rounds -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling adjacent-defence=all-rounds applies, not the default (umpire rulings salerno43) (§9.522, §9.523, §9.524).
Allied fights from 4211 with us-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
de-mtr supports the Axis side (indirect against an adjacent hex) (§9.522).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
Allied attack 4 = units 4 + support 0 (§9.3).
de-mtr supports the defence with 3 (§9.5).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 9 = units 4 + support 3 + terrain 2 (§9.4).
Odds 4 vs 9 = 1:3, rounded for the defender (§9.61).
Allied rolls 2d6 = 6+6 = 12 on 1:3: the defender loses 0 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:3: the attacker loses 1 step (combat table).
us-a loses a step: flipped to its reduced side (§9.64).
Axis stops the combat (§9.67).
Combat over after 1 round: Allied lost 1 step, Axis lost 0 steps (§9.6).
--- stderr
