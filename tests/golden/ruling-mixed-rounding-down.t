# Ruling mixed-rounding=down (default, A3, §9.33): E5's 88 mm against mixed defenders:
# (armour + soft)/2 = 6.5, rounded down to 6.
cmd: resolve tests/examples/data/e5.csv assault from=3031 to=3132 --dice 1,1,6,6 policy=never loss=top -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 3031 with 88-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3132 with mot-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: armoured and unarmoured defenders: half of each attack value, rounded on the total (§9.33); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 3132 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 6 vs 6 = 1:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
mot-inf loses a step: flipped to its reduced side (§9.64).
mot-inf loses a step: eliminated (§9.64).
Allied has no step left among the units that fought: 1 step not applied (§9.66 c).
3132 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 2 steps, Axis lost 0 steps (§9.6).
--- stderr
