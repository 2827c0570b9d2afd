# §19.23: the Fortified marker turns to its IP side to absorb the one step the
# defender loses; no unit is chosen, so no decision is asked for (fortified=use,
# the default), and the hex keeps an IP.
cmd: resolve tests/golden/data/rules-fortified.csv assault from=2129 to=2228 --dice 5,1,6,6 policy=never
status: 0
sh: "$UMPIRE" resolve tests/golden/data/rules-fortified.csv assault from=2129 to=2228 --dice 5,1,6,6 policy=never 2>/dev/null | grep -qx "hex,2228,3,clear,,,ip"
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
The Fortified marker in 2228 turns to its IP side and absorbs the step (§19.23).
Allied stops the combat (§9.67).
Combat over after 1 round: Allied lost 0 steps, Axis lost 0 steps (§9.6).
