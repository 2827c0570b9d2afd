# weather (§3.3 A a, §22.4): a paradrop is due this night, so the weather is
# rolled: 6+5 = 11, Rain (the drop will be cancelled, §22.42).
cmd: resolve tests/golden/data/s43-drop.csv weather --dice 6,5
status: 0
--- stdout
umpire-state,1,salerno43
# The night of 13 September, Allied paradrop phase (§3.3 A b, §26): two units
# of the US 82nd Airborne are due. 505-a aims at 3157 (level 1, no Axis unit
# near); 505-b at 4046, a coast hex next to an Axis 20 mm AA gun in 4045 (Axis
# ZOC, and AA ZOC: landing damage rolled twice, §26.23 c; adjacent Axis units,
# §26.24 a; coast, §26.24 b). The hexes north of the targets are in the map, so
# the test drift table of tests/golden/data/tables can be enumerated.
set,draws,0
set,seed,drop-13
set,turn,13-night
set,weather,rain
set,weather_turn,13-night
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
drop,505-a,3157,13-night
drop,505-b,4046,13-night
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis rolls 2d6 = 6+5 = 11 on the weather table: rain (air points 0; line of sight 2 hexes at most (§22.41); a planned night paradrop is cancelled (§22.42); no ship attack (§8.6)) (§22.4).
The weather is rain until the next weather roll (set,weather) (§22).
