# land units= (§18.36, §24.22): a full beach takes 9 companies a turn; an Axis
# ZOC on the beach hex limits the landed units to 1 hex of movement.
cmd: resolve tests/golden/data/s43-reinforce.csv land units=us-r1,us-r2,us-r3 beach=us-blue
status: 0
--- stdout
umpire-state,1,salerno43
# 10 September, morning, Allied reinforcement phase (§3.1 B d, §18.3, §24.3):
# four companies (12 platoons) landed on us-red (Small) this turn already;
# three US companies and a British one wait off the map; us-blue is full.
set,active,allied
set,draws,0
set,seed,reinforce
set,turn,10-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,de-inf,axis,DE,16pz,infantry,company,soft,2846,1,2,1,4,4,6,
unit,uk-r1,allied,UK,56,infantry,company,soft,offmap,1,2,1,4,4,6,
unit,us-r1,allied,US,45,infantry,company,soft,2747,1,2,1,4,4,6,entered;mp=5
unit,us-r2,allied,US,45,infantry,company,soft,2747,2,2,1,4,4,6,entered;mp=5
unit,us-r3,allied,US,45,infantry,company,soft,2747,3,2,1,4,4,6,entered;mp=5
@hex,hex,levels,terrain
hex,2745,1,clear
hex,2747,1,clear
hex,2846,1,clear
@beach,id,nation,hexes,fire,marker,face,build,landed
beach,us-blue,US,2747,us,2747,full,,10-morning:21
beach,us-red,US,2745,us;us_red,2745,small,,10-morning:12
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Beach us-blue: 21 of its 27 platoons (9 companies) used this turn (§24.21, §18.34, §18.36).
us-r1 lands on beach us-blue in 2747, spending 5 MP of its movement (§24.2, §18.35).
us-r2 lands on beach us-blue in 2747, spending 5 MP of its movement (§24.2, §18.35).
us-r3 lands on beach us-blue in 2747, spending 5 MP of its movement (§24.2, §18.35).
An Axis unit exerts a ZOC into 2747: these units may move only 1 hex, and not across a river (§24.22).
