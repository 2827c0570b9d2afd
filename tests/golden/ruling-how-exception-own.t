# Ruling how-exception=own (A4): only the HOW's value switches: 6 + the tank's 5 vs
# armoured = 11 vs 5 = 2:1; the roll of 9 eliminates the Marder.
cmd: resolve tests/golden/data/ruling-how.csv assault from=3030 to=3130 att=25pdr-1,uk-tank --dice 4,5,6,6 policy=never loss=top --rule how-exception=own -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling how-exception=own applies, not the default (umpire rulings salerno43) (§9.34; A4).
Allied fights from 3030 with 25pdr-1, uk-tank (§9.21, §9.22).
Axis fights from 3130 with marder-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: defenders only unarmoured or open-top: the attacker's HOW, MTR and RCL attack vs unarmoured (§9.34, ruling how-exception=own); direct attack 11 (§9.3).
Allied attack 11 = units 11 + support 0 (§9.3).
Terrain of 3130 (level 1): +2 (terrain effects table).
Axis defence 5 = units 3 + support 0 + terrain 2 (§9.4).
Odds 11 vs 5 = 2:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 4+5 = 9 on 2:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 2:1: the attacker loses 0 steps (combat table).
marder-1 loses a step: eliminated (§9.64).
3130 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
--- stderr
