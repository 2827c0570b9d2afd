# E7 (§9.81-§9.84): 3923 is higher than 4022 across a precipice. British
# commandos may attack up it, and the defender adds 4 (§9.84).
cmd: resolve tests/examples/data/e7.csv assault from=4022 to=3923 att=41cdo-a --dice 1,1,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4022 with 41cdo-a (§9.21, §9.22).
Axis fights from 3923 with ger-inf-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Commandos or rangers attack across a precipice from 4022 (§9.82).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 3923 (level 4-6): +5 (terrain effects table).
Commandos or rangers attack from below a precipice: +4 (§9.84).
Axis defence 13 = units 4 + support 0 + terrain 5 + precipice 4 (§9.4).
Odds 5 vs 13 = 1:3, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:3: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:3: the attacker loses 1 step (combat table).
ger-inf-1 loses a step: flipped to its reduced side (§9.64).
ger-inf-1 loses a step: eliminated (§9.64).
41cdo-a loses a step: flipped to its reduced side (§9.64).
3923 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 2 steps (§9.6).
