# E12 (§20.33, example 1): marker 3, both day rolls failed: automatic at the
# next night (T+3).
cmd: resolve tests/examples/data/e12-v3-night.csv bridge action=repair id=4050 unit=us-eng
status: 0
--- stdout
umpire-state,1,salerno43
# Example 1 of §20.33 (digest E12): marker 3, both rolls failed: automatic at the next night.
# Bridge 4050, demolition marker 3, repair started 10-night; now 11-night.
set,active,allied
set,bridge_cup,0;1;2;3;3
set,draws,0
set,seed,e12-v3-night
set,turn,11-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
The repair of bridge 4050 began on 10-night, 3 turns ago, and its demolition value is 3: it completes by itself, no roll (§20.32, §20.33; E12, E13).
Bridge 4050 is repaired and open again; its marker returns to the cup (§20.24, §20.12).
