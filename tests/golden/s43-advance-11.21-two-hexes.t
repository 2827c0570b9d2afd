# §11.21 (ruling advance-routes=digest): us-1 and us-2, a stack next to the
# RMF = 1/2 in 3031, advance 2 hexes through it to 2932 (next to 2931, a hex
# next to both 3030 and 3031); marked advanced (§11.14), not assault (§4.11),
# at the bottom of no stack (2932 is empty), control of 3031 and 2932 (§28.3).
cmd: resolve tests/golden/data/s43-advance.csv advance unit=us-1,us-2 path=3031,2932
status: 0
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-1 path=3131 2>&1 >/dev/null | grep -qF 'us-1 enters 3131, counting no MP'
--- stdout
umpire-state,1,salerno43
# Advance after combat (§11) and the withdraw declaration (§4.3, §9.83), for the
# s43-advance-*.t and s43-withdraw-*.t transcripts. Allied combat phase of
# 10-morning. Next to 3030: an RMF = 1/2 in 3031 (digest routes: 3031, 2931,
# 3131, or 3031 then 2932 or 3132); an RMF = 0 in 3330 next to 3230; an RMF =
# 1/3 in 2829 next to 2830 and one in 2728 across the class-1 river of 2727
# (no bridge). The Axis pz-1 in 3132 is an enemy hex on a route; ge-1 in 2524
# puts us-z2 (2624) in its ZOC; ge-h on a precipice above 2422 (us-low).
set,active,allied
set,draws,0
set,first_player,allied
set,seed,advance
set,turn,10-morning
@unit,id,side,nation,division,kind,size,target,hex,bank,stack,steps,att_armor,att_soft,def,ma,flags
unit,ge-1,axis,DE,16pz,infantry,company,soft,2524,,1,2,2,5,4,6,
unit,ge-h,axis,DE,16pz,infantry,company,soft,2421,,1,2,2,5,4,6,
unit,pz-1,axis,DE,16pz,tank,platoon,armor,3132,,1,1,6,4,5,8,
unit,uk-1,allied,UK,46,infantry,company,soft,2931,,1,2,2,5,4,6,
unit,us-1,allied,US,36,infantry,company,soft,2932,,1,2,2,5,4,6,fought;advanced
unit,us-2,allied,US,,tank,platoon,armor,2932,,2,1,6,4,5,8,advanced
unit,us-a,allied,US,36,infantry,company,soft,3030,,4,2,2,5,4,6,advanced
unit,us-i,allied,US,36,infantry,company,soft,3030,,3,2,2,5,4,6,immobilized
unit,us-low,allied,US,36,infantry,company,soft,2422,,1,2,2,5,4,6,
unit,us-r,allied,US,,tank,platoon,armor,2727,A,1,1,6,4,5,8,
unit,us-ri,allied,US,36,infantry,company,soft,2727,A,2,2,2,5,4,6,
unit,us-s,allied,US,36,heavy_weapons,company,soft,3030,,1,2,2,5,4,6,supported
unit,us-t,allied,US,36,infantry,company,soft,2830,,1,2,2,5,4,6,fought
unit,us-w,allied,US,36,infantry,company,soft,3030,,2,2,2,5,4,6,withdraw
unit,us-z,allied,US,36,infantry,company,soft,3230,,1,2,2,5,4,6,fought
unit,us-z2,allied,US,36,infantry,company,soft,2624,,1,2,2,5,4,6,
@hex,hex,levels,terrain,river,bank_a,control
hex,2421,3,clear,,,
hex,2422,1,clear,,,
hex,2524,1,clear,,,
hex,2624,1,clear,,,
hex,2625,1,clear,,,
hex,2626,1,clear,,,
hex,2627,1,clear,,,
hex,2726,1,clear,,,
hex,2727,1,clear,1,2726;2626;2826,
hex,2728,1,clear,,,
hex,2826,1,clear,,,
hex,2827,1,clear,,,
hex,2828,1,clear,,,
hex,2829,1,clear,,,
hex,2830,1,clear,,,
hex,2930,1,clear,,,
hex,2931,1,clear,,,
hex,2932,1,clear,,,allied
hex,3030,1,clear,,,
hex,3031,1,clear,,,allied
hex,3032,1,clear,,,
hex,3131,1,clear,,,
hex,3132,1,clear,,,
hex,3230,1,clear,,,
hex,3330,1,clear,,,
hex,3331,1,clear,,,
@hexside,id,feature,high
hexside,2421-2422,precipice,2421
@marker,id,type,hex,value,toward
marker,rmf-2728,rmf,2728,1/3,allied
marker,rmf-2829,rmf,2829,1/3,allied
marker,rmf-3031,rmf,3031,1/2,allied
marker,rmf-3330,rmf,3330,0,allied
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-1 advances with its stack from 3030 next to the RMF = 1/2 marker in 3031 (§11.21, §11.13).
The stack enters 3031, counting no MP (§11.13).
The stack enters 2932, counting no MP (§11.13).
The stack is marked advanced (once a turn), never assault (§11.14, §4.11).
