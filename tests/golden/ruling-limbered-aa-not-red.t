# Ruling limbered-aa=not-red (default, A31, §15.43, §15.44): a limbered red-MA tow-only AA
# gun is §15.43's: attack 0, below 1:5, read on 1:5 (ruling below-1-5).
cmd: resolve tests/golden/data/ruling-limbered-aa.csv assault from=3031 to=3131 --dice 1,1,6,6 policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 3031 with 20mm (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3131 with us-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 0 (§9.3).
Axis attack 0 = units 0 + support 0 (§9.3).
Terrain of 3131 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds below 1:5 are resolved on 1:5 (the table has no lower column) (ruling below-1-5).
Odds 0 vs 6 = 1:5, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:5: the defender loses 1 step (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:5: the attacker loses 2 steps (combat table).
us-inf loses a step: flipped to its reduced side (§9.64).
20mm loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
3031 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 1 step (§9.6).
--- stderr
