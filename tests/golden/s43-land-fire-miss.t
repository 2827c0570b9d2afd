# land fire=commando (§24.11 a): a 5 does nothing; the group is marked fired.
cmd: resolve tests/golden/data/s43-landing.csv land fire=commando --dice 5
status: 0
--- stdout
umpire-state,1,salerno43
# Set-up of 9 September (§3.0): first-wave units on their beaches, before the
# Axis reaction fire (§24.11). Beach hexes and the units on them are
# illustrative (the map is not in the rulebook; the first-wave hexes are those
# of the Allied OOB, digest §4.5.1). us-2nd is a second-wave company (no
# first_wave marker): the reaction fire does not touch it. uk-sugar stands for
# a British beach §24.11 does not list (landing-fire row uk_other, unknown).
set,active,allied
set,draws,0
set,landing_fire,commando
set,seed,landing-9-sept
set,turn,9-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,2cdo-a,allied,UK,,commando,company,soft,2129,1,2,1,5,4,7,first_wave
unit,2cdo-b,allied,UK,,commando,company,soft,2129,2,2,1,5,4,7,first_wave
unit,cp-2228,axis,DE,,cp,platoon,soft,2228,1,1,0,2,2,6,
unit,uk-inf-a,allied,UK,46,infantry,company,soft,2737,1,2,1,4,4,6,first_wave
unit,uk-inf-b,allied,UK,46,infantry,company,soft,2738,1,2,1,4,4,6,first_wave
unit,uk-sugar-a,allied,UK,56,infantry,company,soft,2741,1,2,1,4,4,6,first_wave
unit,us-2nd,allied,US,36,infantry,company,soft,2745,3,2,1,4,4,6,
unit,us-inf-a,allied,US,36,infantry,company,soft,2745,1,2,1,4,4,6,first_wave
unit,us-inf-b,allied,US,36,infantry,company,soft,2745,2,2,1,4,4,6,first_wave
unit,us-inf-c,allied,US,36,infantry,company,soft,2561,1,2,1,4,4,6,first_wave
unit,us-ranger,allied,US,,ranger,company,soft,1327,1,2,1,5,4,7,first_wave
@hex,hex,levels,terrain
hex,1327,1,city
hex,2129,2,clear
hex,2228,3,clear
hex,2561,1,clear
hex,2737,1,clear
hex,2738,1,clear
hex,2741,1,clear
hex,2745,1,clear
@beach,id,nation,hexes,fire,marker,face,build
beach,uk-commando,UK,2129,commando,,,
beach,uk-sugar,UK,2741,uk_other,,,
beach,uk-uncle-red,UK,2737;2738,uncle_red,,,
beach,us-green,US,2561,us,,,
beach,us-rangers,US,1327,rangers,,,
beach,us-red,US,2745,us;us_red,,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis rolls 1d6 = 5 against uk-commando: no effect (§24.11 a).
Reaction fire on commando over: the first wave lost 0 steps (§24.11).
