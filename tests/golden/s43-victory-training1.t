# victory in training scenario 1 (§29.33): the Allies control a Salerno hex.
cmd: resolve tests/golden/data/s43-training1.csv victory
status: 0
--- stdout
umpire-state,1,salerno43
# Training scenario 1 (§29.33), end of 9-afternoon: a British company holds
# the Salerno hex 2531 (hex column town=Salerno): the Allies win.
set,draws,0
set,scenario,training1
set,seed,victory
set,turn,9-afternoon
set,winner,allied
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma
unit,de-a,axis,DE,16pz,infantry,company,soft,3745,1,2,1,4,4,6
unit,de-b,axis,DE,16pz,infantry,company,soft,4346,1,2,1,4,4,6
unit,uk-a,allied,UK,46,infantry,company,soft,1717,1,2,1,4,4,6
unit,uk-b,allied,UK,46,infantry,company,soft,2823,1,2,1,4,4,6
unit,uk-c,allied,UK,46,infantry,company,soft,2531,1,2,1,4,4,6
unit,us-a,allied,US,45,infantry,company,soft,4338,1,2,1,4,4,6
unit,us-m,allied,US,,ranger,company,soft,1327,1,2,1,4,4,6
@hex,hex,levels,terrain,town,control
hex,1327,1,city,Maiori,
hex,1717,1,city,Pagani,
hex,2530,2,city,Salerno,
hex,2531,2,city,Salerno,
hex,2823,1,city,Baronissi,
hex,3745,1,city,Battipaglia,
hex,4338,1,city,Montecorvino,
hex,4346,1,city,Eboli,
hex,4447,1,city,Eboli,axis
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
2530: no control, Allied ZOC into it: yes (§29.33).
2531: Allied control, Allied ZOC into it: no (§29.33).
The Allied player wins (§29.33).
