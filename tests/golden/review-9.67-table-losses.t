# §9.67 (ruling continue-losses): the CP's Fortified marker absorbs the step the
# table inflicts; by default that counts as a loss suffered (the defender lost
# more: the attacker decides and stops), with continue-losses=applied it does
# not (0 against 0: the combat must continue).
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --dice 3,3,6,6 policy=never loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 2129 with 2cdo-a, 2cdo-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with cp-2228 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Allied attack 10 = units 10 + support 0 (§9.3).
Terrain of 2228 (defensive position): +5 (terrain effects table).
Axis defence 7 = units 2 + support 0 + terrain 5 (§9.4).
Odds 10 vs 7 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 3+3 = 6 on 1:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
cp-2228 takes its first loss: the Fortified marker in 2228 is removed instead of a step (§19.41, E11).
Allied stops the combat (§9.67).
Combat over after 1 round: Allied lost 0 steps, Axis lost 0 steps (§9.6).
