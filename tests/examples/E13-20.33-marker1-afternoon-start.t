# E13 (§20.33, example 2): repair begun in an afternoon, marker 1: any roll is
# 1 or more, so it is repaired at once, even on a 1.
cmd: resolve tests/examples/data/e13-v1.csv bridge action=repair id=4050 unit=us-eng --dice 1
status: 0
--- stdout
umpire-state,1,salerno43
# Example 2 of §20.33 (digest E13): repair begun in an afternoon, marker 1: any roll (1 or more) repairs it at once.
# Bridge 4050, demolition marker 1, repair started ; now 11-afternoon.
set,active,allied
set,bridge_cup,0;1;2;3;1
set,draws,0
set,seed,e13-v1
set,turn,11-afternoon
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-eng starts repairing bridge 4050 in 11-afternoon (§20.3, §20.32).
Allied rolls 1d6 = 1 for the repair of bridge 4050: at least the demolition value, repaired (§20.33).
Bridge 4050 is repaired and open again; its marker returns to the cup (§20.24, §20.12).
