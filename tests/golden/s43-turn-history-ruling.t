# turn with ruling first-player=history (§10.1): the Axis is first player on
# 12 September whatever was declared.
cmd: resolve tests/golden/data/s43-turn.csv turn --rule first-player=history
status: 0
--- stdout
umpire-state,1,salerno43
# Night of 11 September, start of the night turn: the Axis player, second
# player, may declare a counterattack (§3.3, §10.2). Used by the weather,
# counterattack and turn transcripts and by E19.
set,active,axis
set,draws,0
set,first_player,axis
set,seed,night-11
set,turn,12-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,16pz-pio-3,axis,DE,16pz,engineer,company,mech,2531,1,2,2,6,5,8,
unit,2cdo-a,allied,UK,,commando,company,soft,2129,1,2,1,5,4,7,
@hex,hex,levels,terrain
hex,2129,2,clear
hex,2531,2,city
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
End of turn 11-night (§3, §9.9).
"fired" removed from 1 unit: 16pz-pio-3 (§9.9, §15.1).
"moved" removed from 1 unit: 2cdo-a (§9.9, §15.1).
"immobilized" removed from 1 unit: 2cdo-a (§16.34; digest A35: the end of the game turn).
"fought" removed from 1 unit: 2cdo-a (§5.0: may not move this turn).
"supported" removed from 1 unit: 2cdo-a (§11.13: this turn's combats).
Turn 12-morning: the Axis player is first player, as on the historical turn track (§10.1; ruling first-player=history).
A. Preliminary phases: a) weather, optional (§22); b) Allied air support (§16); c) Axis air support (§16); d) Axis attack on Allied ships, once a day, morning or afternoon (§8, §3.2); e) naval bombardment (§25) (§3.1 A).
B. Axis player (first player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 B, §10).
C. Allied player (second player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 C).
