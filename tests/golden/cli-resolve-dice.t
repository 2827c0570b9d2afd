# Supplied dice read against tables/salerno43/combat.csv by hand. The fixture's combat:
# attack 10 (2 commando companies, 5 each vs unarmoured) vs defence 7 (CP 2 + Fortified
# defensive position +5) = 1.43, rounded for the defender to 1:1 (§9.61).
# - Allied (attacker) rolls 1+1 = 2: row 'attacker,1:1,-,-,-,2,3-5,6-8,9-12', the 2 is
#   in column '3': the defender loses 3 steps (the Fortified marker takes the first,
#   §19.41/E11; the CP's 1 step the second; the third is not applied, §9.66 c).
# - Axis (defender) rolls 6+6 = 12: row 'defender,1:1,-,-,-,2-4,5-8,9-10,11-12', 12 is
#   in column '0': the attacker loses 0 steps.
# With -o the state goes to the file and the log to stdout. Supplied dice consume no
# draws, so set,draws stays 0.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 0
sh: grep -qx "unit,cp-2228,axis,DE,,,cp,platoon,nato,soft,,eliminated,,1,0,1,0,2,2,,,6,normal,,,,," "$TMP/out.csv"
sh: grep -qx "unit,2cdo-a,allied,UK,,2cdo,commando,company,nato,soft,,2129,,1,2,2,1,5,4,,,7,normal,0,3,2,,fought" "$TMP/out.csv"
sh: grep -qx "unit,2cdo-b,allied,UK,,2cdo,commando,company,nato,soft,,2129,,2,2,2,1,5,4,,,7,normal,0,3,2,,fought" "$TMP/out.csv"
sh: grep -qx "hex,2228,3,clear,,," "$TMP/out.csv"
sh: grep -qx "marker,rmf-2228,rmf,2228,1/2,allied" "$TMP/out.csv"
sh: grep -qx "set,draws,0" "$TMP/out.csv"
sh: grep -qx "set,seed,salerno-9-sept" "$TMP/out.csv"
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 2129 with 2cdo-a, 2cdo-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with cp-2228 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Allied attack 10 = units 10 + support 0 (§9.3).
Terrain of 2228 (defensive position): +5 (terrain effects table).
Axis defence 7 = units 2 + support 0 + terrain 5 (§9.4).
Odds 10 vs 7 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
cp-2228 takes its first loss: the Fortified marker in 2228 is removed instead of a step (§19.41, E11).
cp-2228 loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
2228 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
--- stderr
