# land place= (§24.421): an Axis company 2 hexes from uk-sugar is not closer
# than 2 hexes: the marker goes on (ruling beach-axis-distance=adjacent).
cmd: resolve tests/golden/data/s43-night10-near.csv land place=uk-sugar
status: 0
--- stdout
umpire-state,1,salerno43
# s43-night10.csv with an Axis company in 2743, 2 hexes from uk-sugar (2741):
# §24.421's distance (ruling beach-axis-distance).
set,active,allied
set,draws,0
set,seed,night-10
set,turn,10-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,531-a,allied,US,531,engineer,company,soft,2747,1,2,1,3,3,6,
unit,531-b,allied,US,531,engineer,company,soft,2747,2,2,1,3,3,6,
unit,531-c,allied,US,531,engineer,company,soft,2747,3,2,1,3,3,6,
unit,531-d,allied,US,531,engineer,company,soft,2747,4,2,1,3,3,6,
unit,531-e,allied,US,531,engineer,company,soft,2747,5,2,1,3,3,6,
unit,531-f,allied,US,531,engineer,company,soft,2747,6,2,1,3,3,6,
unit,cp-2228,axis,DE,,cp,platoon,soft,2228,1,1,0,2,2,6,
unit,de-inf,axis,DE,16pz,infantry,company,soft,2743,1,2,1,4,4,6,
unit,re-a,allied,UK,46,engineer,company,soft,2741,1,2,1,3,3,6,
unit,re-b,allied,UK,46,engineer,company,soft,2741,2,2,1,3,3,6,
unit,re-c,allied,UK,46,engineer,company,soft,2741,3,2,1,3,3,6,
unit,re-d,allied,UK,56,engineer,company,soft,2738,1,2,1,3,3,6,
@hex,hex,levels,terrain
hex,1327,1,city
hex,2228,3,clear
hex,2561,1,clear
hex,2738,1,clear
hex,2741,1,clear
hex,2743,1,clear
hex,2745,1,clear
hex,2747,1,clear
@beach,id,nation,hexes,fire,marker,face,build
beach,uk-commando,UK,2129,commando,,,
beach,uk-roger-green,UK,2741;2742,uk_other,,,
beach,uk-sugar,UK,2741,uk_other,2741,small,
beach,uk-uncle-red,UK,2737;2738,uncle_red,2738,small,9-night
beach,us-blue,US,2747,us,,,9-night
beach,us-green,US,2561,us,2561,small,
beach,us-rangers,US,1327,rangers,1327,small,
beach,us-red,US,2745,us;us_red,2745,small,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Beach uk-sugar: its marker goes to 2741 on its "Small" face (the nearest Axis unit is 2 hexes away) (§24.421).
