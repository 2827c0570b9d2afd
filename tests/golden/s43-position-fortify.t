# position (§19.21): three engineer companies turn the IP of 2741 into a
# Fortified marker under construction.
cmd: resolve tests/golden/data/s43-works.csv position hex=2741 units=re-e,re-f,re-g
status: 0
--- stdout
umpire-state,1,salerno43
# 11 September, morning, Allied works phase (§19): three British engineer
# companies, unmoved, in 2737; an IP begun in 2738 at 10-afternoon by the
# engineer company there; an IP in 2741 with three engineers; the IP begun in
# 2745 at 10-afternoon has an Axis unit adjacent since (§19.12).
set,active,allied
set,draws,0
set,seed,works
set,turn,11-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,de-inf,axis,DE,16pz,infantry,company,soft,2746,1,2,1,4,4,6,
unit,re-a,allied,UK,46,engineer,company,soft,2737,1,2,1,3,3,6,
unit,re-b,allied,UK,46,engineer,company,soft,2737,2,2,1,3,3,6,
unit,re-c,allied,UK,46,engineer,company,soft,2737,3,2,1,3,3,6,moved
unit,re-d,allied,UK,46,engineer,company,soft,2738,1,2,1,3,3,6,
unit,re-e,allied,UK,56,engineer,company,soft,2741,1,2,1,3,3,6,
unit,re-f,allied,UK,56,engineer,company,soft,2741,2,2,1,3,3,6,
unit,re-g,allied,UK,56,engineer,company,soft,2741,3,2,1,3,3,6,
unit,us-eng,allied,US,36,engineer,company,soft,2745,1,2,1,3,3,6,
@hex,hex,levels,terrain,position,works
hex,2737,1,clear,,
hex,2738,1,clear,ip_building,10-afternoon
hex,2741,1,clear,fortified_building,11-morning
hex,2745,1,clear,ip_building,10-afternoon
hex,2746,1,clear,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
The IP in 2741 is flipped to its Fortified face and put at the bottom of the stack: under construction (§19.21).
