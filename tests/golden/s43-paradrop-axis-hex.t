# paradrop (§26.24 a) with the test drift table: 505-b drifts 1 hex N into
# 4045, which holds an Axis unit: eliminated; 505-a makes E18's drift to 3454.
cmd: resolve tests/golden/data/s43-drop.csv paradrop --tables tests/golden/data/tables --dice 1,1,6,3,4,6,2,4,6
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
set,weather,clear
@unit,id,side,nation,division,kind,size,target,weapon,hex,stack,steps,att_armor,att_soft,def,ma,ma_color
unit,505-a,allied,US,82,para,company,soft,,3454,1,2,1,5,4,6,
unit,505-b,allied,US,82,para,company,soft,,eliminated,1,0,1,5,4,6,
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
Allied precision roll 2d6 = 1+1 = 2: column 2-4 of the parachute table for the whole turn (§26.2).
505-a rolls 1d6 = 6: a drift of 4 hexes (§26.22).
505-a rolls 2d6 = 3+4 = 7 on the drift diagram (NE;NE;NE;N): it lands in 3454 (§26.22).
505-a rolls 1d6 = 6 for landing damage (no Axis ZOC, a step on 1): no damage (§26.23 a).
505-b rolls 1d6 = 2: a drift of 1 hex (§26.22).
505-b rolls 1d6 = 4 on the drift diagram (N): it lands in 4045 (§26.22).
505-b rolls 1d6 = 6 for landing damage (no Axis ZOC, a step on 1): no damage (§26.23 a).
505-b lands in 4045, which holds Axis units: eliminated (§26.24 a).
Paradrops over: 2 units dropped, 2 steps lost (§26).
