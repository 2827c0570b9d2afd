# E12 (§20.33, example 1): repair begun at night (10-night), marker 1: complete
# at the works phase of the next turn (11-morning), no roll; the marker returns to the cup.
cmd: resolve tests/examples/data/e12-v1.csv bridge action=repair id=4050 unit=us-eng
status: 0
--- stdout
umpire-state,1,salerno43
# Example 1 of §20.33 (digest E12): repair begun at night, marker 1: complete at the next turn's works phase.
# Bridge 4050, demolition marker 1, repair started 10-night; now 11-morning.
set,active,allied
set,bridge_cup,0;1;2;3;1
set,draws,0
set,seed,e12-v1
set,turn,11-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,,,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
The repair of bridge 4050 began on 10-night, 1 turn ago, and its demolition value is 1: it completes by itself, no roll (§20.32, §20.33; E12, E13).
Bridge 4050 is repaired and open again; its marker returns to the cup (§20.24, §20.12).
