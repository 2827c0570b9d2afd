# turn at the end of 9-night: every end-of-turn marker of the move (moved, mp=N,
# forced_march, entered), the bombardments (fired, immobilized, aa_hit, aa_miss,
# bombarded=HEX, the air marker and air points, the ship's fired) and the
# assault (fought, supported) goes, with the RMF left over (§11.6); first_wave
# goes as the 9th is over (§24.12); us-dd-1, due back on 10-morning (§25.23), is
# placed in 2332 with arrived=10-morning (§18.37, §8.5); us-dd-2 (12-morning)
# stays off. assault and opp_fire stay for the next combat phase (§9.9), the
# §27.22-§27.24 markers for the platoons' next movement phase, withdraw and
# limbered are not the turn's.
cmd: resolve tests/golden/data/s43-turn-seams.csv turn ships=us-dd-1@2332
status: 0
--- stdout
umpire-state,1,salerno43
# End of 9-night with a marker of every order on it, for the turn order's
# end= transcripts (s43-turn-seams-*.t): the move's moved, mp=N, forced_march,
# entered and first_wave; the bombardments' fired, immobilized, aa_hit, aa_miss,
# bombarded=HEX, air marker, air points and the ships' fired; the assault's
# assault, opp_fire, fought, supported, ma_half, ma_two_thirds, no_move and an
# RMF marker; a ship due back on 10-morning (§25.23) and one on 12-morning.
set,active,allied
set,draws,0
set,first_player,allied
set,seed,seams
set,turn,10-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,pz-a,axis,DE,16pz,tank,platoon,armor,2531,1,1,6,4,5,8,opp_fire
unit,pz-b,axis,DE,16pz,tank,platoon,armor,2534,1,1,6,4,5,8,ma_half
unit,us-a,allied,US,36,infantry,company,soft,2630,1,2,2,5,4,6,assault
unit,us-b,allied,US,36,infantry,company,soft,2631,1,2,2,5,4,6,ma_two_thirds;limbered
unit,us-c,allied,US,36,tank,platoon,armor,2729,1,1,6,4,5,8,no_move;withdraw
@hex,hex,levels,terrain
hex,2430,1,clear
hex,2531,1,clear
hex,2534,1,clear
hex,2630,1,clear
hex,2631,1,clear
hex,2729,1,clear
@marker,id,type,hex,value,toward
@ship,id,nation,class,hex,range,back,ammo,arrived,return,flags
ship,uk-cl-1,UK,CL,2232,,,full,,,
ship,us-dd-1,US,DD,2332,,,full,10-morning,,
ship,us-dd-2,US,DD,off,,,full,,12-morning,
@sea,hex,zone
sea,0101,naples
sea,2232,salerno
sea,2332,salerno
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
End of turn 9-night (§3, §9.9).
"fired" removed from 1 unit: pz-a (§9.9, §15.1).
"moved" removed from 1 unit: us-a (§9.9, §15.1).
"immobilized" removed from 1 unit: pz-a (§16.34; digest A35: the end of the game turn).
"fought" removed from 3 units: pz-a, us-a, us-b (§5.0: may not move this turn).
"supported" removed from 1 unit: pz-b (§11.13: this turn's combats).
"mp=N" removed from 1 unit: us-a (§5.11: MP spent this turn).
"forced_march" removed from 1 unit: us-a (§23: this turn's move).
"entered" removed from 1 unit: us-a (§23.3: entered this turn).
"aa_hit" removed from 1 unit: pz-a (§16.23: one AA test a phase).
"aa_miss" removed from 1 unit: pz-b (§16.23: one AA test a phase).
"bombarded=HEX" removed from 1 unit: us-b (§13.1).
1 RMF marker removed (2430) (§11.6: every retreat phase of the turn is over).
1 air bombardment marker removed (2531) (§16.1, §16.13).
The air points left this turn are lost: they are usable in their turn only (§16.1).
"first_wave" removed from 2 units: us-a, us-c (§24.12: the first wave's -2 MA holds on the 9th).
"fired" removed from 1 ship (§3.1 A e, §25.13).
us-dd-1 comes back (due 10-morning) and is placed in 2332: it bombards from the next turn's naval phase and is not a target of the Axis air attack this turn (§25.23, §18.37, §8.5).
Turn 10-morning: the Allied player is first player (§3.1 B, §10.0).
A. Preliminary phases: a) weather, optional (§22); b) Allied air support (§16); c) Axis air support (§16); d) Axis attack on Allied ships, once a day, morning or afternoon (§8, §3.2); e) naval bombardment (§25) (§3.1 A).
B. Allied player (first player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 B, §10).
C. Axis player (second player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 C).
