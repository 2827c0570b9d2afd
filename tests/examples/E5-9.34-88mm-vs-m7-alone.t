# E5 (§9.34, example 2), attacked separately: the 88 mm (ART, not HOW/MTR/RCL)
# attacks the M7 company (open top) alone: armoured target, its armour value 8 (§9.32).
cmd: resolve tests/examples/data/e5.csv assault from=3031 to=3131 --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 3031 with 88-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3131 with m7-co (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are armoured: attack vs armoured (§9.32); direct attack 8 (§9.3).
Axis attack 8 = units 8 + support 0 (§9.3).
Terrain of 3131 (level 1): +2 (terrain effects table).
Allied defence 5 = units 3 + support 0 + terrain 2 (§9.4).
Odds 8 vs 5 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
m7-co loses a step: eliminated (§9.64).
Allied has no step left among the units that fought: 2 steps not applied (§9.66 c).
3131 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 0 steps (§9.6).
