# bridge demolish (§20.22, §20.12): a 0 fails; the marker goes back to the cup.
cmd: resolve tests/golden/data/s43-bridge.csv bridge action=demolish id=b-4452 unit=de-pio-2 --dice 1
status: 0
--- stdout
umpire-state,1,salerno43
# 11 September, afternoon, Axis works phase (§3.2 C f, §20): the cup holds four
# "pont démoli" markers, 0 to 3 (the rulebook does not give the real counts,
# §20.1). Axis engineers stand in the bridge hexes 3556 (the bridge that always
# falls, §20.25), 4452 (no enemy near) and 4050 (a US company adjacent in 4049:
# enemy ZOC, §20.26); de-moved in 4452 has moved this turn; 2530 is a city
# bridge (§20.4).
set,active,axis
set,bridge_cup,0;1;2;3
set,draws,0
set,seed,bridge-11
set,turn,11-afternoon
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,de-city,axis,DE,16pz,engineer,company,mech,2530,1,2,2,6,5,8,
unit,de-moved,axis,DE,16pz,engineer,company,mech,4452,2,2,2,6,5,8,moved
unit,de-pio-1,axis,DE,16pz,engineer,company,mech,3556,1,2,2,6,5,8,
unit,de-pio-2,axis,DE,16pz,engineer,company,mech,4452,1,2,2,6,5,8,bridge=b-4452
unit,de-pio-3,axis,DE,16pz,engineer,company,mech,4050,1,2,2,6,5,8,
unit,us-inf,allied,US,36,infantry,company,soft,4049,1,2,1,4,4,6,
@hex,hex,levels,terrain
hex,2530,2,city
hex,3556,1,clear
hex,4049,1,clear
hex,4050,1,clear
hex,4452,1,clear
@bridge,id,hex,city,marker,repair,by,tried
bridge,b-2530,2530,yes,,,,
bridge,b-3556,3556,,,,,
bridge,b-4050,4050,,,,,
bridge,b-4452,4452,,,,,11-afternoon
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Demolition of bridge b-4452 by de-pio-2: the marker is 0, the attempt fails and the marker goes back to the cup (§20.22).
A new attempt on bridge b-4452 may be made next turn (bridge column tried) (§20.23).
