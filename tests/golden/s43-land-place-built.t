# land place= at the night of the 10th (§24.421, §24.424, §24.433): a day after
# their construction began, uk-sugar goes on the map Small, uk-uncle-red turns
# to its full face, us-blue goes on directly at full.
cmd: resolve tests/golden/data/s43-night10.csv land place=uk-sugar,uk-uncle-red,us-blue
status: 0
--- stdout
umpire-state,1,salerno43
# The night of 10 September, beach phase (§3.3 A d): four markers were placed
# on the 9th; since the 9th night the British build uk-sugar (3 engineer
# companies in 2741) and upgrade uk-uncle-red, and the US 531st Engineer
# Regiment (6 companies in 2747) builds us-blue. Roger Green (positions 2741
# and 2742) is not begun. Illustrative hexes.
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
hex,2745,1,clear
hex,2747,1,clear
@beach,id,nation,hexes,fire,marker,face,build
beach,uk-commando,UK,2129,commando,,,
beach,uk-roger-green,UK,2741;2742,uk_other,,,
beach,uk-sugar,UK,2741,uk_other,2741,small,
beach,uk-uncle-red,UK,2737;2738,uncle_red,2738,full,
beach,us-blue,US,2747,us,2747,full,
beach,us-green,US,2561,us,2561,small,
beach,us-rangers,US,1327,rangers,1327,small,
beach,us-red,US,2745,us;us_red,2745,small,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Beach uk-sugar: its marker goes to 2741 on its "Small" face (the nearest Axis unit is 15 hexes away) (§24.421).
Beach uk-uncle-red: its marker goes to 2738 on its operational face (the nearest Axis unit is 12 hexes away) (§24.424).
Beach us-blue: its marker goes to 2747 on its operational face (the nearest Axis unit is 21 hexes away) (§24.433).
