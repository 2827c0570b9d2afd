# A seeded resolution (--seed 7 overrides the state's seed): without -o, the new state
# goes to stdout and the log to stderr. policy=always: the side that lost less always
# continues (§9.67); loss=top: steps come off the topmost unit that fought.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=always --seed 7
status: 0
--- stdout
umpire-state,1,salerno43
# Salerno, 9 September 1943, morning, Allied combat phase.
# No.2 Commando, landed at 2129, attacks the German defence post (CP) dug in on
# its Fortified marker at 2228 (altitude 3, as in the rulebook's example of
# §16.34), supported by the German engineers in Salerno (2531) on the other side.
# Counter values: the CP is the order of battle's "CP 2 2 6"; the commando and
# engineer values are DESIGN.md's illustration (the OOB is garbled, digest O16),
# and their reduced faces are illustrative: replace them with your counters'.
set,active,allied
set,draws,8
set,seed,salerno-9-sept
set,turn,9-morning
@unit,id,side,nation,division,battalion,kind,size,icon,target,weapon,hex,bank,stack,steps,max_steps,att_armor,att_soft,def,support,range,ma,ma_color,r_att_armor,r_att_soft,r_def,r_support,flags
unit,16pz-pio-3,axis,DE,16pz,pio,engineer,company,nato,mech,,2531,,1,2,2,2,6,5,,,8,normal,1,3,3,,
unit,2cdo-a,allied,UK,,2cdo,commando,company,nato,soft,,eliminated,,1,0,2,1,5,4,,,7,normal,0,3,2,,
unit,2cdo-b,allied,UK,,2cdo,commando,company,nato,soft,,2129,,2,2,2,1,5,4,,,7,normal,0,3,2,,fought
unit,cp-2228,axis,DE,,,cp,platoon,nato,soft,,eliminated,,1,0,1,0,2,2,,,6,normal,,,,,
@hex,hex,levels,terrain,river,bank_a,position
hex,2129,2,clear,,,
hex,2228,3,clear,,,
hex,2531,2,city,,,
@marker,id,type,hex,value,toward
marker,combat-2129,combat,2129,attacker,allied
marker,combat-2228,combat,2228,defender,allied
marker,rmf-2228,rmf,2228,1/3,allied
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 2129 with 2cdo-a, 2cdo-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with cp-2228 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Allied attack 10 = units 10 + support 0 (§9.3).
Terrain of 2228 (defensive position): +5 (terrain effects table).
Axis defence 7 = units 2 + support 0 + terrain 5 (§9.4).
Odds 10 vs 7 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 5+1 = 6 on 1:1: the defender loses 1 step (combat table).
Axis rolls 2d6 = 2+4 = 6 on 1:1: the attacker loses 2 steps (combat table).
cp-2228 takes its first loss: the Fortified marker in 2228 is removed instead of a step (§19.41, E11).
2cdo-a loses a step: flipped to its reduced side (§9.64).
2cdo-a loses a step: eliminated (§9.64).
Axis continues the combat, roles swapped (§9.67).
Round 2: Axis attacks (§9.6).
Axis attacks, round 2: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 2 (§9.3).
Axis attack 2 = units 2 + support 0 (§9.3).
Terrain of 2129 (level 2-3): +3 (terrain effects table).
Allied defence 7 = units 4 + support 0 + terrain 3 (§9.4).
Odds 2 vs 7 = 1:4, rounded for the defender (§9.61).
Axis rolls 2d6 = 4+2 = 6 on 1:4: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 3+6 = 9 on 1:4: the attacker loses 2 steps (combat table).
cp-2228 loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
2228 is emptied: an RMF = 1/3 marker is placed there (§11.3).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 2 rounds: Allied lost 2 steps, Axis lost 1 step (§9.6).
