# land build= at the beach phase of the night of the 9th (§24.42, §24.421):
# three British engineer companies in 2741 start the uk-sugar beach.
cmd: resolve tests/golden/data/s43-night9.csv land build=uk-sugar
status: 0
--- stdout
umpire-state,1,salerno43
# The night of 9 September, beach phase (§3.3 A d, §24.412): the Allied player
# places his beach markers; the Axis CP in 2228 is 1 hex from 2129. Three
# British engineer companies (re-a, re-b, re-c) stand in 2741. Beaches and
# hexes are illustrative (the map is not in the rulebook), as in s43-landing.csv.
set,active,allied
set,draws,0
set,seed,landing-9-sept
set,turn,9-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,2cdo-a,allied,UK,,commando,company,soft,2129,1,2,1,5,4,7,first_wave
unit,2cdo-b,allied,UK,,commando,company,soft,2129,2,2,1,5,4,7,first_wave
unit,cp-2228,axis,DE,,cp,platoon,soft,2228,1,1,0,2,2,6,
unit,re-a,allied,UK,56,engineer,company,soft,2741,2,2,1,3,3,6,
unit,re-b,allied,UK,56,engineer,company,soft,2741,3,2,1,3,3,6,
unit,re-c,allied,UK,56,engineer,company,soft,2741,4,2,1,3,3,6,
unit,uk-inf-a,allied,UK,46,infantry,company,soft,2737,1,2,1,4,4,6,first_wave
unit,uk-inf-b,allied,UK,46,infantry,company,soft,2738,1,2,1,4,4,6,first_wave
unit,uk-sugar-a,allied,UK,56,infantry,company,soft,2741,1,2,1,4,4,6,first_wave
unit,us-2nd,allied,US,36,infantry,company,soft,2745,3,2,1,4,4,6,
unit,us-inf-a,allied,US,36,infantry,company,soft,2745,1,2,1,4,4,6,first_wave
unit,us-inf-b,allied,US,36,infantry,company,soft,2745,2,2,1,4,4,6,first_wave
unit,us-inf-c,allied,US,36,infantry,company,soft,2561,1,2,1,4,4,6,first_wave
unit,us-ranger,allied,US,,ranger,company,soft,1327,1,2,1,5,4,7,first_wave
@hex,hex,levels,terrain
hex,1327,1,city
hex,2129,2,clear
hex,2228,3,clear
hex,2561,1,clear
hex,2737,1,clear
hex,2738,1,clear
hex,2741,1,clear
hex,2745,1,clear
@beach,id,nation,hexes,fire,marker,face,build
beach,uk-commando,UK,2129,commando,,,
beach,uk-sugar,UK,2741,uk_other,,,9-night
beach,uk-uncle-red,UK,2737;2738,uncle_red,,,
beach,us-green,US,2561,us,,,
beach,us-rangers,US,1327,rangers,,,
beach,us-red,US,2745,us;us_red,,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Construction of beach uk-sugar starts in 2741 (9-night): its marker may be placed at the next beach phase (a construction marker in the battalion's hex) (§24.42, §24.421).
