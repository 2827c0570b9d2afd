# §3.1 B, C (issue 12): in a state that records its phase, turn end=player
# walks the Allied player's phases from his combat phase to his works phase,
# doing at each end what the rules do there (§9.1 the obligation to attack,
# §9.9 the assault markers, §27.22-§27.24, §6.11 the stacking limit, §11.6
# the RMF markers), then the Axis player, second player, is active in his
# combat phase (set,phase combat, set,active axis).
cmd: resolve tests/golden/data/s43-sequence.csv turn end=player
status: 0
--- stdout
umpire-state,1,salerno43
# The sequence of play recorded (§3): 10-morning, the Allied player's combat
# phase (set,phase, set,active). us-1 and de-1 face each other and have fought
# (their combat of the phase is over); us-2, out of any ZOC, may move in the
# movement phase. Values illustrative (the s43-sequence-*.t transcripts).
set,active,axis
set,draws,0
set,first_player,allied
set,phase,combat
set,seed,sequence
set,turn,10-morning
@unit,id,side,nation,division,battalion,kind,size,target,weapon,hex,bank,stack,steps,att_armor,att_soft,def,support,range,ma,ma_color,r_att_armor,r_att_soft,r_def,r_support,flags
unit,de-1,axis,DE,16pz,I/64,infantry,company,soft,,4211,,1,2,2,6,4,,,10,normal,1,3,2,,fought;out_of_supply
unit,de-2,axis,DE,16pz,I/64,infantry,company,soft,,4216,,1,2,2,6,4,,,10,normal,1,3,2,,out_of_supply
unit,us-1,allied,US,36,1/141,infantry,company,soft,,4111,,1,2,1,4,4,,,6,normal,0,2,2,,fought
unit,us-2,allied,US,36,1/141,infantry,company,soft,,4113,,1,2,1,4,4,,,6,normal,0,2,2,,
@hex,hex,levels,terrain,river,bank_a,position
hex,4111,1,clear,,,
hex,4112,1,clear,,,
hex,4113,1,clear,,,
hex,4114,1,clear,,,
hex,4211,1,clear,,,
hex,4216,1,clear,,,
--- stderr
Every Allied unit in an enemy ZOC has attacked or is marked withdraw (§9.1).
End of the combat phase: the "assault" and "opportunity fire" markers are removed (§9.9, §3.1 B a).
End of the advance after combat phase (Allied player) (§3.1 B b).
End of the Allied movement phase: the Allied armoured platoons' MA reductions for support from afar were for this phase (§27.22-§27.24).
End of the reinforcement phase (Allied player) (§3.1 B d).
The Allied stacks are within the limit at the end of the retreat phase (§6.11).
End of the retreat phase: every RMF marker is removed (§11.6, §3.1 B e).
End of the works phase (Allied player) (§3.1 B f).
End of the Allied player's turn: the Axis player, second player, becomes the active player (§3.1 C).
Now the combat phase, the Axis player active (§3.1 B a, §3.1 C).
At the start of the combat phase the Axis player checks his units' supply: 0 in supply, 2 out of supply (§7.34).
"Out of supply" marker placed on de-1, de-2 (§7.34).
