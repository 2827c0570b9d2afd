# victory (§28.4, §28.42): 3 towns each, but the Axis holds both Eboli hexes, so
# the Battipaglia rule does not apply: a draw: "Tout autre résultat est un nul".
cmd: resolve tests/golden/data/s43-victory.csv victory
status: 0
--- stdout
umpire-state,1,salerno43
# The end of the night of 17 September (§28.4): no Axis unit next to Salerno
# (2530, 2531: hex column town=Salerno). The Allies hold Pagani 1717, Baronissi
# 2823 and Montecorvino 4338, and Maiori 1327; the Axis holds Battipaglia 3745
# and Eboli 4346 and, as the last to pass through the empty hex 4447 out of
# any Allied ZOC, Eboli 4447: 3 towns each; each side does not hold one Eboli
# hex, so §28.42's Battipaglia rule does not apply.
set,draws,0
set,seed,victory
set,turn,17-night
set,winner,draw
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma
unit,de-a,axis,DE,16pz,infantry,company,soft,3745,1,2,1,4,4,6
unit,de-b,axis,DE,16pz,infantry,company,soft,4346,1,2,1,4,4,6
unit,uk-a,allied,UK,46,infantry,company,soft,1717,1,2,1,4,4,6
unit,uk-b,allied,UK,46,infantry,company,soft,2823,1,2,1,4,4,6
unit,uk-c,allied,UK,46,infantry,company,soft,2531,1,2,1,4,4,6
unit,us-a,allied,US,45,infantry,company,soft,4338,1,2,1,4,4,6
unit,us-m,allied,US,,ranger,company,soft,1327,1,2,1,4,4,6
@hex,hex,levels,terrain,town,control
hex,1327,1,city,Maiori,
hex,1717,1,city,Pagani,
hex,2530,2,city,Salerno,
hex,2531,2,city,Salerno,
hex,2823,1,city,Baronissi,
hex,3745,1,city,Battipaglia,
hex,4338,1,city,Montecorvino,
hex,4346,1,city,Eboli,
hex,4447,1,city,Eboli,axis
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
No Axis ZOC into the 2 Salerno hexes (hex column town=Salerno) (§28.41).
1327 (Maiori): Allied control (§28.3, §28.41).
2129 (Vietri sul Mare): no control (§28.3, §28.41).
3265 (Capaccio): no control (§28.3, §28.41).
1717 (Pagani): Allied control (§28.3, §28.42).
2823 (Baronissi): Allied control (§28.3, §28.42).
3745 (Battipaglia): Axis control (§28.3, §28.42).
4338 (Montecorvino): Allied control (§28.3, §28.42).
4346 (Eboli): Axis control (§28.3, §28.42).
4447 (Eboli): Axis control (§28.3, §28.42).
Towns controlled: Allied 3, Axis 3 (3 win) (§28.42).
3 towns each, but not one Eboli hex each (Allied 0, Axis 2): any other result is a draw (§28.42).
The game is a draw (§28.42).
