# land units= (§24.2, §24.21, §18.34): two companies land on us-red, which had
# taken 4 this turn: 6 companies, the limit of a Small beach.
cmd: resolve tests/golden/data/s43-reinforce.csv land units=us-r1,us-r2 beach=us-red
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
unit,us-r1,allied,US,45,infantry,company,soft,2745,1,2,1,4,4,6,entered;mp=5
unit,us-r2,allied,US,45,infantry,company,soft,2745,2,2,1,4,4,6,entered;mp=5
unit,us-r3,allied,US,45,infantry,company,soft,offmap,1,2,1,4,4,6,
@hex,hex,levels,terrain
hex,2745,1,clear
hex,2747,1,clear
hex,2846,1,clear
@beach,id,nation,hexes,fire,marker,face,build,landed
beach,us-blue,US,2747,us,2747,full,,10-morning:12
beach,us-red,US,2745,us;us_red,2745,small,,10-morning:18
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Beach us-red: 18 of its 18 platoons (6 companies) used this turn (§24.21, §18.34, §18.36).
us-r1 lands on beach us-red in 2745, spending 5 MP of its movement (§24.2, §18.35).
us-r2 lands on beach us-red in 2745, spending 5 MP of its movement (§24.2, §18.35).
