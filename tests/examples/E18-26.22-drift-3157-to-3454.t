# E18 (§26.22): target 3157, precision roll 3 (column 2-4), drift die 6 = 4
# hexes, 2d6 = 3+4 = 7 on the drift diagram: the unit lands in 3454 (3 NE, 1 N);
# landing die 5, no damage (no Axis ZOC).
cmd: resolve tests/examples/data/e18.csv paradrop --dice 1,2,6,3,4,5
status: 0
--- stdout
umpire-state,1,salerno43
# Example of §26.22 (digest E18): a unit of the US 82nd Airborne planned to
# drop on 3157 drifts 4 hexes and rolls 2d6 = 7 on the drift diagram: it lands
# in 3454 (3 hexes NE, then 1 hex N). Night of 13 September; no Axis unit near;
# 3454 and 3157 at level 1, not on the coast. The Axis unit far away in 4060
# is there so the map has an enemy.
set,draws,0
set,seed,e18
set,turn,13-night
set,weather,clear
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma
unit,505-a,allied,US,82,para,company,soft,3454,1,2,1,5,4,6
unit,de-inf,axis,DE,16pz,infantry,company,soft,4060,1,2,1,4,4,6
@hex,hex,levels,terrain,coast
hex,3157,1,clear,
hex,3454,1,clear,
hex,4060,1,clear,
@drop,unit,target,turn
--- stderr
Allied precision roll 2d6 = 1+2 = 3: column 2-4 of the parachute table for the whole turn (§26.2).
505-a rolls 1d6 = 6: a drift of 4 hexes (§26.22).
505-a rolls 2d6 = 3+4 = 7 on the drift diagram (NE;NE;NE;N): it lands in 3454 (§26.22).
505-a rolls 1d6 = 5 for landing damage (no Axis ZOC, a step on 1): no damage (§26.23 a).
Paradrops over: 1 unit dropped, 0 steps lost (§26).
