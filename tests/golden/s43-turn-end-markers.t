# turn (§9.9, §16.34): the end of 11-night removes "fired", "moved" and
# "immobilized"; 12-morning follows with the Allies first (§3.1 B).
cmd: resolve tests/golden/data/s43-turn.csv turn
status: 0
--- stdout
umpire-state,1,salerno43
# Night of 11 September, start of the night turn: the Axis player, second
# player, may declare a counterattack (§3.3, §10.2). Used by the weather,
# counterattack and turn transcripts and by E19.
set,active,allied
set,draws,0
set,first_player,allied
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
Turn 12-morning: the Allied player is first player (§3.1 B, §10.0).
A. Preliminary phases: a) weather, optional (§22); b) Allied air support (§16); c) Axis air support (§16); d) Axis attack on Allied ships, once a day, morning or afternoon (§8, §3.2); e) naval bombardment (§25) (§3.1 A).
B. Allied player (first player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 B, §10).
C. Axis player (second player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 C).
