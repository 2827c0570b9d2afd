# reorganize (§14.21): the only reduced, supplied infantry company of the
# Allies, us-inf-a, rolls 4: back to its full face.
cmd: resolve tests/golden/data/s43-reorg.csv reorganize --dice 4
status: 0
--- stdout
umpire-state,1,salerno43
# The night of 11 September, Allied recovery phase (§3.3 B b, §14): us-inf-a
# lost a step and is supplied; us-inf-b lost one but is out of supply; the
# heavy-weapons company never reorganises (§14.24); us-inf-c and us-inf-d of
# battalion 1/141 are eliminated (§14.23); two M4 platoons of the 751st
# battalion are in the armour pool (§14.3). Paestum 2662 is a city out of any
# Axis ZOC; 2762 is next to an Axis company.
# The hex column supply (§7) says 2662 is in Allied supply, and 2460, a
# city out of any ZOC, in nobody's (s43-reorganize-14.23-supplied-city).
set,active,allied
set,draws,0
set,seed,reorg
set,turn,11-night
@unit,id,side,nation,division,battalion,kind,size,target,hex,stack,steps,max_steps,att_armor,att_soft,def,ma,flags
unit,de-inf,axis,DE,16pz,,infantry,company,soft,2862,1,2,2,1,4,4,6,
unit,us-hw,allied,US,36,1/141,heavy_weapons,company,soft,2662,2,1,1,0,2,3,5,
unit,us-inf-a,allied,US,36,1/141,infantry,company,soft,2662,1,2,2,1,4,4,6,
unit,us-inf-b,allied,US,36,1/141,infantry,company,soft,2561,1,1,2,1,4,4,6,out_of_supply
unit,us-inf-c,allied,US,36,1/141,infantry,company,soft,eliminated,1,0,2,1,4,4,6,
unit,us-inf-d,allied,US,36,1/141,infantry,company,soft,eliminated,1,0,2,1,4,4,6,
unit,us-m4-1,allied,US,,751,tank,platoon,armor,eliminated,1,0,1,5,4,5,10,model=M4
unit,us-m4-2,allied,US,,751,tank,platoon,armor,eliminated,1,0,1,5,4,5,10,model=M4
@hex,hex,levels,terrain,supply
hex,2460,1,city,none
hex,2561,1,clear,
hex,2662,1,city,allied
hex,2762,1,city,
hex,2862,1,clear,
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-inf-a rolls 1d6 = 4: 4 or more, back to its full face (§14.21).
