# E4 (§9.34, example 1): a British 25-pdr HOW attacks a German open-top platoon:
# the attack is resolved vs unarmoured, so the HOW attacks with its soft value 6
# (not its armour value 2). Dice 1,1 (attacker) and 6,6 (defender) read on 1:1.
cmd: resolve tests/examples/data/e4.csv assault from=3030 to=3130 --dice 1,1,6,6 policy=never
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 3030 with 25pdr-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 3130 with marder-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: defenders only unarmoured or open-top and the attacker has HOW, MTR or RCL: the whole attack is vs unarmoured (§9.34); direct attack 6 (§9.3).
Allied attack 6 = units 6 + support 0 (§9.3).
Terrain of 3130 (level 1): +2 (terrain effects table).
Axis defence 5 = units 3 + support 0 + terrain 2 (§9.4).
Odds 6 vs 5 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
marder-1 loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 2 steps not applied (§9.66 c).
3130 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
