# limber with ruling limber-outside-zoc=roll: 12 > MA 5, no change.
cmd: resolve tests/golden/data/s43-limber.csv limber unit=25pdr to=on --rule limber-outside-zoc=roll --dice 6,6
status: 0
--- stdout
umpire-state,1,salerno43
# 10 September, afternoon, Allied works phase: a British 25-pdr (yellow MA 5,
# §15.44) in 2129, no Axis unit near; a US infantry company beside it.
set,active,allied
set,draws,0
set,seed,limber
set,turn,10-afternoon
@unit,id,side,nation,division,kind,size,target,weapon,hex,stack,steps,att_armor,att_soft,def,support,range,ma,ma_color,flags
unit,25pdr,allied,UK,46,tow_only,company,soft,HOW,2129,1,1,2,6,2,8-4,8,5,yellow,25pdr
unit,de-inf,axis,DE,16pz,infantry,company,soft,,3040,1,2,1,4,4,,,6,normal,
unit,us-inf,allied,US,36,infantry,company,soft,,2129,2,2,1,4,4,,,6,normal,
@hex,hex,levels,terrain
hex,2129,2,clear
hex,3040,1,clear
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Roll 2d6 = 6+6 = 12 against 25pdr's MA 5: above the MA, no change (no other penalty) (§15.42; ruling limber-outside-zoc=roll).
