# turn end=player (§3.1 C): the first player (Allied) ends his turn, the Axis
# becomes active; a second end=player is refused: after the second player's
# turn comes the end of the game turn.
cmd: resolve tests/golden/data/s43-turn-seams.csv turn end=player
status: 0
sh: $UMPIRE resolve "$TMP/.out" turn end=player 2>$TMP/err >/dev/null; test $? = 1 && grep -qF 'turn: end=player: the Axis player is the second player of this turn' $TMP/err
--- stdout
umpire-state,1,salerno43
# End of 9-night with a marker of every order on it, for the turn order's
# end= transcripts (s43-turn-seams-*.t): the move's moved, mp=N, forced_march,
# entered and first_wave; the bombardments' fired, immobilized, aa_hit, aa_miss,
# bombarded=HEX, air marker, air points and the ships' fired; the assault's
# assault, opp_fire, fought, supported, ma_half, ma_two_thirds, no_move and an
# RMF marker; a ship due back on 10-morning (§25.23) and one on 12-morning.
set,active,axis
set,air_points.allied,3
set,air_points.axis,1
set,draws,0
set,first_player,allied
set,seed,seams
set,turn,9-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,pz-a,axis,DE,16pz,tank,platoon,armor,2531,1,1,6,4,5,8,fired;aa_hit;opp_fire;immobilized;fought
unit,pz-b,axis,DE,16pz,tank,platoon,armor,2534,1,1,6,4,5,8,aa_miss;supported;ma_half
unit,us-a,allied,US,36,infantry,company,soft,2630,1,2,2,5,4,6,moved;mp=4;forced_march;entered;first_wave;assault;fought
unit,us-b,allied,US,36,infantry,company,soft,2631,1,2,2,5,4,6,fought;bombarded=2531;ma_two_thirds;limbered
unit,us-c,allied,US,36,tank,platoon,armor,2729,1,1,6,4,5,8,no_move;first_wave;withdraw
@hex,hex,levels,terrain
hex,2430,1,clear
hex,2531,1,clear
hex,2534,1,clear
hex,2630,1,clear
hex,2631,1,clear
hex,2729,1,clear
@marker,id,type,hex,value,toward
marker,air-allied-2531,air,2531,2,axis
marker,rmf-2430,rmf,2430,1/2,allied
@ship,id,nation,class,hex,range,back,ammo,arrived,return,flags
ship,uk-cl-1,UK,CL,2232,,,full,,,fired
ship,us-dd-1,US,DD,off,,,full,,10-morning,
ship,us-dd-2,US,DD,off,,,full,,12-morning,
@sea,hex,zone
sea,0101,naples
sea,2232,salerno
sea,2332,salerno
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
End of the Allied player's turn: the Axis player, second player, becomes the active player (§3.3 C).
