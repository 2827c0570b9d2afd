# Ruling limbered-aa=all-aa (A31): every AA gun fires at half when limbered: ceil(5/2) = 3,
# 3 vs 6 = 1:2.
cmd: resolve tests/golden/data/ruling-limbered-aa.csv assault from=3031 to=3131 --dice 1,1,6,6 policy=never loss=top --rule limbered-aa=all-aa -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling limbered-aa=all-aa applies, not the default (umpire rulings salerno43) (§15.43, §15.44; A31).
Axis fights from 3031 with 20mm (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3131 with us-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 3 (§9.3).
Axis attack 3 = units 3 + support 0 (§9.3).
Terrain of 3131 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 3 vs 6 = 1:2, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:2: the defender loses 2 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
us-inf loses a step: flipped to its reduced side (§9.64).
us-inf loses a step: eliminated (§9.64).
3131 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 2 steps, Axis lost 0 steps (§9.6).
--- stderr
