# British commandos may attack across a precipice (§9.82); from below, the defender adds
# +4 (§9.84): defence 11 = 4 + terrain 3 (level 3) + 4. Odds 5 vs 11 = 1:3 (rounded for
# the defender). combat.csv: attacker,1:3 holds total 2 in column 2 (defender loses 2);
# defender,1:3 holds 11-12 in column 1 (the attacker loses 1).
cmd: resolve tests/golden/data/precipice-commando.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 -o $TMP/out.csv
status: 0
sh: grep -qx "unit,2cdo,allied,UK,commando,company,soft,2129,1,1,2,1,5,4,fought" "$TMP/out.csv"
sh: grep -qx "unit,de-inf,axis,DE,infantry,company,soft,eliminated,1,0,2,1,4,4," "$TMP/out.csv"
sh: grep -qx "marker,rmf-2228,rmf,2228,1/2,allied" "$TMP/out.csv"
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 2129 with 2cdo (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with de-inf (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Commandos or rangers attack across a precipice from 2129 (§9.82).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 2228 (level 2-3): +3 (terrain effects table).
Commandos or rangers attack from below a precipice: +4 (§9.84).
Axis defence 11 = units 4 + support 0 + terrain 3 + precipice 4 (§9.4).
Odds 5 vs 11 = 1:3, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:3: the defender loses 2 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:3: the attacker loses 1 step (combat table).
de-inf loses a step: flipped to its reduced side (§9.64).
de-inf loses a step: eliminated (§9.64).
2cdo loses a step: flipped to its reduced side (§9.64).
2228 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 1 step, Axis lost 2 steps (§9.6).
--- stderr
