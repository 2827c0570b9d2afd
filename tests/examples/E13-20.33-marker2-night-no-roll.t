# E13 (§20.33, example 2) against §20.32: the night after an afternoon start,
# marker 2: by default no roll at night (§20.32, digest A29); no dice are drawn.
cmd: resolve tests/examples/data/e13-v2-night.csv bridge action=repair id=4050 unit=us-eng
status: 0
--- stdout
umpire-state,1,salerno43
# Example 2 of §20.33 (digest E13): marker 2, begun in the afternoon; the night after (no roll by §20.32; the example rolls).
# Bridge 4050, demolition marker 2, repair started 11-afternoon; now 11-night.
set,active,allied
set,bridge_cup,0;1;2;3
set,draws,0
set,seed,e13-v2-night
set,turn,11-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,2,11-afternoon,allied
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
No repair roll at night (§20.32).
