# paradrop plan= (§26.1, §26.11): at the night of the 12th two companies of
# battalion 2/509 are planned for the next night, 2 hexes apart (one circle of
# radius 2, §26.11 e).
cmd: resolve tests/golden/data/s43-plan.csv paradrop plan=509-a@3157,509-b@3159
status: 0
--- stdout
umpire-state,1,salerno43
# The night of 12 September: the Allied player plans the drops of the next
# night (§26.1). Three companies of battalion 2/509 (attached to the 82nd) wait
# off the map; a British company holds 3356; an Axis company is in 3660.
# The full US beach marker in 3158 supplies 3157-3162 (§7.21, §26.11 c), not
# the lone hex 2050.
set,active,allied
set,draws,0
set,seed,plan
set,turn,12-night
@unit,id,side,nation,division,battalion,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,509-a,allied,US,,2/509,para,company,soft,offmap,1,2,1,5,4,6,attached=82
unit,509-b,allied,US,,2/509,para,company,soft,offmap,1,2,1,5,4,6,attached=82
unit,de-inf,axis,DE,16pz,,infantry,company,soft,3660,1,2,1,4,4,6,
unit,uk-inf,allied,UK,46,,infantry,company,soft,3356,1,2,1,4,4,6,
unit,us-inf,allied,US,36,,infantry,company,soft,3157,1,2,1,4,4,6,
@hex,hex,levels,terrain
hex,2050,1,clear
hex,3157,1,clear
hex,3158,1,clear
hex,3159,1,clear
hex,3160,1,clear
hex,3161,1,clear
hex,3162,1,clear
hex,3356,1,clear
hex,3659,1,clear
hex,3660,1,clear
@beach,id,nation,hexes,fire,marker,face,build
beach,us-blue,US,3158,us,3158,full,
@drop,unit,target,turn
drop,509-a,3157,13-night
drop,509-b,3159,13-night
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
509-a in 3157: in supply, beach us-blue (full) is 1 MP away as a mechanised unit (at most 10) (§7.0, §7.2, §7.21).
509-b in 3159: in supply, beach us-blue (full) is 1 MP away as a mechanised unit (at most 10) (§7.0, §7.2, §7.21).
509-a will drop on 3157 in the night turn 13-night; the plan cannot be changed (§26.1, §26.11).
509-b will drop on 3159 in the night turn 13-night; the plan cannot be changed (§26.1, §26.11).
