# E9 (§15.44): the 20 mm AA company not limbered, against a mixed target (the
# motorised infantry): (1 + 5) / 2 = 3.
cmd: resolve tests/examples/data/e9.csv assault from=3031 to=3132 --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 3031 with 20mm (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3132 with us-mech (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: armoured and unarmoured defenders: half of each attack value, rounded on the total (§9.33); direct attack 3 (§9.3).
Axis attack 3 = units 3 + support 0 (§9.3).
Terrain of 3132 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 3 vs 6 = 1:2, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:2: the defender loses 2 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
us-mech loses a step: flipped to its reduced side (§9.64).
us-mech loses a step: eliminated (§9.64).
3132 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 2 steps, Axis lost 0 steps (§9.6).
