# weather (§22.1, §22.3): the Axis rolls 2+3 = 5 at the start of a day turn: Cloudy.
cmd: resolve tests/golden/data/s43-salerno.csv weather --dice 2,3
status: 0
--- stdout
umpire-state,1,salerno43
# 10 September, morning, start of the Allied combat phase (§7.22): a British
# company in the Salerno beach hex 2530 (hex column salerno_beach); the nearest
# Axis unit, in 2533, is 3 hexes away. A second British company in 2630, a
# Salerno beach hex 2 hexes from the Axis unit in 2632.
set,active,allied
set,draws,0
set,seed,salerno
set,turn,10-morning
set,weather,cloudy
set,weather_morning,cloudy
set,weather_turn,10-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,de-inf,axis,DE,16pz,infantry,company,soft,2533,1,2,1,4,4,6,
unit,de-inf-2,axis,DE,16pz,infantry,company,soft,2632,1,2,1,4,4,6,
unit,uk-inf,allied,UK,46,infantry,company,soft,2530,1,2,1,4,4,6,
unit,uk-inf-2,allied,UK,46,infantry,company,soft,2630,1,2,1,4,4,6,
@hex,hex,levels,terrain,salerno_beach
hex,2530,2,city,yes
hex,2533,2,clear,
hex,2630,3,city,yes
hex,2632,2,clear,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis rolls 2d6 = 2+3 = 5 on the weather table: cloudy (+1 to the air bombardment die (§16.32); ship attack hits only on 2 in a morning or 12 in an afternoon) (§22.3).
The weather is cloudy until the next weather roll (set,weather) (§22).
The morning's weather is kept for the afternoon's attack on ships (set,weather_morning) (§8.6).
