# paradrop (§26.2-§26.24): precision 12 (column 8-12): no drift for either unit;
# 505-a loses a step on a landing die of 1; 505-b lands next to the Axis AA gun:
# two damage dice (§26.23 c), one hits (≤3 in ZOC), then a step for the
# adjacent Axis unit (§26.24 a): eliminated before the coast step.
cmd: resolve tests/golden/data/s43-drop.csv paradrop --dice 6,6,3,1,2,1,4
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
unit,505-a,allied,US,82,para,company,soft,,3157,1,1,1,5,4,6,
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
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied precision roll 2d6 = 6+6 = 12: column 8-12 of the parachute table for the whole turn (§26.2).
505-a rolls 1d6 = 3: no drift, it lands in 3157 (§26.22).
505-a rolls 1d6 = 1 for landing damage (no Axis ZOC, a step on 1): a step (§26.23 a).
505-a loses a step: landing damage (§26.23).
505-b rolls 1d6 = 2: no drift, it lands in 4046 (§26.22).
505-b rolls 1d6 = 1 for landing damage (in an Axis ZOC, a step on 3 or less): a step (§26.23 b).
505-b rolls 1d6 = 4 for landing damage (in an Axis ZOC, a step on 3 or less): no damage (§26.23 b).
Axis AA exerts ZOC there: the die was rolled twice, each roll costing its step (§26.23 c).
505-b loses a step: landing damage (§26.23).
505-b loses a step: Axis units adjacent to the landing hex; eliminated (§26.24 a).
Paradrops over: 2 units dropped, 3 steps lost (§26).
