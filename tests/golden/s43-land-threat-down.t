# land threat=all with ruling beach-loss-half=down (A28): half rounded down.
cmd: resolve tests/golden/data/s43-threat.csv land threat=us-red --rule beach-loss-half=down
status: 0
--- stdout
umpire-state,1,salerno43
# 11 September, morning, start of the Axis combat phase (§24.44): two Axis
# companies and three platoons (9 platoons, 3 companies) are adjacent to the
# us-red beach marker in 2745, from different hexes; us-green in 2561 has one
# company adjacent. In 2745: us-inf-a (2 steps) and us-inf-b (1 step left).
set,active,axis
set,draws,0
set,seed,threat
set,turn,11-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,de-inf-1,axis,DE,16pz,infantry,company,soft,2744,1,2,1,4,4,6,
unit,de-inf-2,axis,DE,16pz,infantry,company,soft,2746,1,2,1,4,4,6,
unit,de-inf-3,axis,DE,16pz,infantry,company,soft,2560,1,2,1,4,4,6,
unit,de-pz-1,axis,DE,16pz,tank,platoon,armor,2844,1,1,5,4,5,10,
unit,de-pz-2,axis,DE,16pz,tank,platoon,armor,2844,2,1,5,4,5,10,
unit,de-pz-3,axis,DE,16pz,tank,platoon,armor,2645,1,1,5,4,5,10,
unit,us-inf-a,allied,US,36,infantry,company,soft,2745,1,1,1,4,4,6,
unit,us-inf-b,allied,US,36,infantry,company,soft,2745,2,1,1,4,4,6,
unit,us-inf-c,allied,US,36,infantry,company,soft,2561,1,2,1,4,4,6,
@hex,hex,levels,terrain
hex,2560,1,clear
hex,2561,1,clear
hex,2645,1,clear
hex,2744,1,clear
hex,2745,1,clear
hex,2746,1,clear
hex,2844,1,clear
@beach,id,nation,hexes,fire,marker,face,build
beach,us-green,US,2561,us,2561,small,
beach,us-red,US,2745,us;us_red,lost,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Beach us-red (2745): Axis units adjacent make 9 platoons, 3 companies or more: the marker is removed for good (§24.44).
us-inf-a loses half its 2 steps: 1 (§24.44; ruling beach-loss-half=down).
us-inf-b loses half its 1 step: 0 (§24.44; ruling beach-loss-half=down).
