# E5 (§9.34, example 2), attacked together: the M7 and the motorised infantry
# as one block (§9.12): half vs armoured and half vs unarmoured for the whole
# attack: 6 (not 8 as against the M7 alone).
cmd: resolve tests/examples/data/e5.csv assault from=3031 to=3131,3132 --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 3031 with 88-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3131 with m7-co (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3132 with mot-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: armoured and unarmoured defenders: half of each attack value, rounded on the total (§9.33); direct attack 6 (§9.3).
Axis attack 6 = units 6 + support 0 (§9.3).
Terrain of 3131 (level 1): +2 (terrain effects table).
Terrain of 3132 (level 1): +2 (terrain effects table).
Allied defence 9 = units 7 + support 0 + terrain 2 (§9.4).
Odds 6 vs 9 = 1:2, rounded for the defender (§9.61).
Axis rolls 2d6 = 1+1 = 2 on 1:2: the defender loses 2 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 1:2: the attacker loses 0 steps (combat table).
m7-co loses a step: eliminated (§9.64).
mot-inf loses a step: flipped to its reduced side (§9.64).
3131 is emptied: an RMF = 1/2 marker is placed there (§11.2).
Axis stops the combat (§9.67).
Combat over after 1 round: Allied lost 2 steps, Axis lost 0 steps (§9.6).
