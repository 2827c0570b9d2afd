# Ruling direct-support=round1 (A13): the round need not be named: the M10 adds its 4 in
# round 1, 8 vs 6 = 1:1 (the default refuses this order, rules-9.535-round-not-named).
cmd: resolve tests/golden/data/rules-support.csv assault from=4211 to=4111 support=m10-a --dice 1,1,6,6 --rule direct-support=round1 -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling direct-support=round1 applies, not the default (umpire rulings salerno43) (§9.534, §9.535; A13).
Allied fights from 4211 with us-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
m10-a supports the Allied side (direct, in round 1 only) (§9.53).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 4 (§9.3).
m10-a supports the attack with 4 (§9.5).
Allied attack 8 = units 4 + support 4 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 8 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
de-inf loses a step: flipped to its reduced side (§9.64).
de-inf loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
--- stderr
