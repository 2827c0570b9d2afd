# Ruling how-in-support=no (default, §9.34): a supporting HOW does not make the attack
# one vs unarmoured: the tank's 5 + support 4 = 9 vs 4 = 2:1; a roll of 9 costs the
# Marder its step.
cmd: resolve tests/golden/data/ruling-how-support.csv assault from=3030 to=3130 support=25pdr-1 --dice 4,5,6,6 policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 3030 with uk-tank (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 3130 with marder-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
25pdr-1 supports the Allied side (indirect) (§9.521).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are armoured: attack vs armoured (§9.32); direct attack 5 (§9.3).
25pdr-1 supports the attack with 4 (§9.5).
Allied attack 9 = units 5 + support 4 (§9.3).
Terrain of 3130 (level 1): +2 (terrain effects table).
Axis defence 4 = units 2 + support 0 + terrain 2 (§9.4).
Odds 9 vs 4 = 2:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 4+5 = 9 on 2:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 2:1: the attacker loses 0 steps (combat table).
marder-1 loses a step: eliminated (§9.64).
3130 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
--- stderr
