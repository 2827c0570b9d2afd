# E6 (§9.524 note, §9.523): 3 Wespe (6-2) and a Grille (9-1) support an Axis
# attack: support 27 in round 1, then 2+2+2+1 = 7 in rounds 2 and 3.
cmd: resolve tests/examples/data/e6.csv assault from=3036 to=3037 support=wespe-1,wespe-2,wespe-3,grille-1 --dice 6,6,6,6,6,6,6,6,6,6,6,6 continue=yes,no loss=top
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 3036 with 16pz-inf-1 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 3037 with us-inf-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
wespe-1 supports the Axis side (indirect) (§9.521).
wespe-2 supports the Axis side (indirect) (§9.521).
wespe-3 supports the Axis side (indirect) (§9.521).
grille-1 supports the Axis side (indirect) (§9.521).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
wespe-1 supports the attack with 6 (§9.5).
wespe-2 supports the attack with 6 (§9.5).
wespe-3 supports the attack with 6 (§9.5).
grille-1 supports the attack with 9 (§9.5).
Axis attack 33 = units 6 + support 27 (§9.3).
Terrain of 3037 (level 1): +2 (terrain effects table).
Allied defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 33 vs 6 = 5:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 5:1: the defender loses 1 step (combat table).
Allied rolls 2d6 = 6+6 = 12 on 5:1: the attacker loses 0 steps (combat table).
us-inf-a loses a step: flipped to its reduced side (§9.64).
Axis continues the combat (§9.67).
Round 2: Axis attacks (§9.6).
Axis attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
wespe-1 supports the attack with 2 (§9.5).
wespe-2 supports the attack with 2 (§9.5).
wespe-3 supports the attack with 2 (§9.5).
grille-1 supports the attack with 1 (§9.5).
Axis attack 13 = units 6 + support 7 (§9.3).
Terrain of 3037 (level 1): +2 (terrain effects table).
Allied defence 4 = units 2 + support 0 + terrain 2 (§9.4).
Odds 13 vs 4 = 3:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 3:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 3:1: the attacker loses 0 steps (combat table).
Equal losses (0 each): the combat continues, same roles (§9.67 c).
Round 3: Axis attacks (§9.6).
Axis attacks, round 3: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 6 (§9.3).
wespe-1 supports the attack with 2 (§9.5).
wespe-2 supports the attack with 2 (§9.5).
wespe-3 supports the attack with 2 (§9.5).
grille-1 supports the attack with 1 (§9.5).
Axis attack 13 = units 6 + support 7 (§9.3).
Terrain of 3037 (level 1): +2 (terrain effects table).
Allied defence 4 = units 2 + support 0 + terrain 2 (§9.4).
Odds 13 vs 4 = 3:1, rounded for the defender (§9.61).
Axis rolls 2d6 = 6+6 = 12 on 3:1: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 6+6 = 12 on 3:1: the attacker loses 0 steps (combat table).
The combat ends after its third round (§9.68).
Combat over after 3 rounds: Allied lost 1 step, Axis lost 0 steps (§9.6).
