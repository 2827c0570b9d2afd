# §19.23 with fortified=keep: the marker stays and a unit takes the step, which
# the owner picks: the combat waits for axis_loss.
cmd: resolve tests/golden/data/rules-fortified.csv assault from=2129 to=2228 fortified=keep --dice 5,1,6,6 policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 2129 with 2cdo-a, 2cdo-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with de-pl-1, de-pl-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Allied attack 10 = units 10 + support 0 (§9.3).
Terrain of 2228 (defensive position): +5 (terrain effects table).
Axis defence 9 = units 4 + support 0 + terrain 5 (§9.4).
Odds 10 vs 9 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 5+1 = 6 on 1:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
Axis must take a step: Allied names the type (NATO or silhouette) and Axis picks the unit (§9.64).
Waiting for a decision (axis_loss): answer with 'umpire resolve STATE decide ANSWER', ANSWER one of de-pl-1|de-pl-2; nothing is applied until the combat ends (pending).
