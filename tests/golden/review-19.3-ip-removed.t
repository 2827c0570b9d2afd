# §19.3: an IP with no unit under it is removed at once (the CP is eliminated,
# an RMF is placed, and the hex row loses its position).
cmd: resolve tests/golden/data/review-f5.csv assault from=2129 to=2228 --dice 2,2,6,6 policy=never loss=top
status: 0
sh: "$UMPIRE" resolve tests/golden/data/review-f5.csv assault from=2129 to=2228 --dice 2,2,6,6 policy=never loss=top 2>/dev/null | grep -qx "hex,2228,3,clear,,,"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 2129 with 2cdo-a, 2cdo-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with cp-2228 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Allied attack 10 = units 10 + support 0 (§9.3).
Terrain of 2228 (defensive position): +5 (terrain effects table).
Axis defence 7 = units 2 + support 0 + terrain 5 (§9.4).
Odds 10 vs 7 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 2+2 = 4 on 1:1: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
cp-2228 loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
2228 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
