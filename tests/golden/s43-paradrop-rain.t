# paradrop (§22.42, §26.1): it rains this night: the drops are cancelled, no
# dice; the units stay off the map for a new plan.
cmd: resolve tests/golden/data/s43-drop-rain.csv paradrop
status: 0
--- stdout
umpire-state,1,salerno43
# As s43-drop.csv, but it rains (§22.42): the night of 13 September, Allied paradrop phase (§3.3 A b, §26): two units
# of the US 82nd Airborne are due. 505-a aims at 3157 (level 1, no Axis unit
# near); 505-b at 4046, a coast hex next to an Axis 20 mm AA gun in 4045 (Axis
# ZOC, and AA ZOC: landing damage rolled twice, §26.23 c; adjacent Axis units,
# §26.24 a; coast, §26.24 b). The hexes north of the targets are in the map, so
# the test drift table of tests/golden/data/tables can be enumerated.
set,draws,0
set,seed,drop-13
set,turn,13-night
set,weather,rain
@unit,id,side,nation,division,kind,size,target,weapon,hex,stack,steps,att_armor,att_soft,def,ma,ma_color
unit,505-a,allied,US,82,para,company,soft,,offmap,1,2,1,5,4,6,
unit,505-b,allied,US,82,para,company,soft,,offmap,1,2,1,5,4,6,
unit,de-20mm,axis,DE,16pz,tow_only,company,soft,AA,4045,1,1,1,5,2,4,yellow
@hex,hex,levels,terrain,coast
hex,3153,1,clear,
hex,3154,1,clear,
hex,3155,1,clear,
hex,3156,1,clear,
hex,3157,1,clear,
hex,3454,1,clear,
hex,4042,1,clear,
hex,4043,1,clear,
hex,4044,4,clear,
hex,4045,1,clear,
hex,4046,1,clear,yes
hex,4343,1,clear,
hex,4344,1,clear,
@drop,unit,target,turn
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Rain this night: the 2 planned drops are cancelled; the units may be planned again from the next morning (§22.42, §26.1).
