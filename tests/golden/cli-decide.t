# Answering the pending decision of data/pending-continue.csv (the Axis may continue the
# combat after round 1, §9.67): 'decide no' replays the order with its recorded dice
# (5,1 and 2,4) and stops the combat; the new state has no pending row and the
# recorded dice consume no draws.
cmd: resolve tests/golden/data/pending-continue.csv decide no -o $TMP/out.csv
status: 0
sh: ! grep -q "^pending," "$TMP/out.csv"
sh: grep -qx "set,draws,0" "$TMP/out.csv"
sh: grep -qx "unit,2cdo-a,allied,UK,,2cdo,commando,company,nato,soft,,eliminated,,1,0,2,1,5,4,,,7,normal,0,3,2,," "$TMP/out.csv"
sh: grep -qx "hex,2228,3,clear,,," "$TMP/out.csv"
sh: echo "4d353dab80d17e1bc1942ecb4016dc7c71f0b8fd93f864c13b8cce878a98cfaf  tests/golden/data/pending-continue.csv" | sha256sum -c --status
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
Allied rolls 2d6 = 5+1 = 6 on 1:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 2+4 = 6 on 1:1: the attacker loses 2 steps (combat table).
cp-2228 takes its first loss: the Fortified marker in 2228 is removed instead of a step (§19.41, E11).
2cdo-a loses a step: flipped to its reduced side (§9.64).
2cdo-a loses a step: eliminated (§9.64).
Axis stops the combat (§9.67).
Combat over after 1 round: Allied lost 2 steps, Axis lost 0 steps (§9.6).
--- stderr
