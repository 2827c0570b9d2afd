# E13 (§20.33, example 2): marker 3: automatic in the afternoon after (T+3).
cmd: resolve tests/examples/data/e13-v3-afternoon.csv bridge action=repair id=4050 unit=us-eng
status: 0
--- stdout
umpire-state,1,salerno43
# Example 2 of §20.33 (digest E13): marker 3: automatic the afternoon after (T+3).
# Bridge 4050, demolition marker 3, repair started 11-afternoon; now 12-afternoon.
set,active,allied
set,bridge_cup,0;1;2;3;3
set,draws,0
set,seed,e13-v3-afternoon
set,turn,12-afternoon
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
The repair of bridge 4050 began on 11-afternoon, 3 turns ago, and its demolition value is 3: it completes by itself, no roll (§20.32, §20.33; E12, E13).
Bridge 4050 is repaired and open again; its marker returns to the cup (§20.24, §20.12).
