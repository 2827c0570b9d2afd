# counterattack side=allied (§10.3): from the night of the 14th the Allies may
# take back the initiative; a 6 delays it 4 turns, to the morning of the 16th.
cmd: resolve tests/golden/data/s43-ca-night14.csv counterattack side=allied --dice 6
status: 0
--- stdout
umpire-state,1,salerno43
# The night of 14 September: the Axis counterattack runs since 12-afternoon;
# the Allied player, second player, may now declare his own (§10.3).
set,active,axis
set,counterattack,axis
set,counterattack_by,allied
set,counterattack_from,16-morning
set,draws,0
set,first_player,axis
set,seed,night-11
set,turn,14-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,16pz-pio-3,axis,DE,16pz,engineer,company,mech,2531,1,2,2,6,5,8,fired
unit,2cdo-a,allied,UK,,commando,company,soft,2129,1,2,1,5,4,7,moved;immobilized
@hex,hex,levels,terrain
hex,2129,2,clear
hex,2531,2,city
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
The Allied player, second player, declares a counterattack at the start of the night turn (§10.2, §3.3).
Allied rolls 1d6 = 6: the counterattack starts on the second morning (delayed 4 turns): Allied first player from 16-morning (§10.22 c).
