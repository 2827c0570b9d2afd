# turn end=combat (§9.9, §3.1 B a): every Allied unit in an enemy ZOC has fought
# or is marked withdraw (§9.1); the "assault" and "opportunity fire" markers go,
# and the bombarded=HEX of the bombardments before this phase's combats (§13.1);
# everything else stays, the turn too. Without us-a's and pz-a's "fought" the
# end of the phase is refused (§9.1): us-a's hex did not attack, or pz-a was
# not attacked.
cmd: resolve tests/golden/data/s43-turn-seams.csv turn end=combat
status: 0
sh: sed 's/;fought$//' tests/golden/data/s43-turn-seams.csv >$TMP/a.csv; $UMPIRE resolve $TMP/a.csv turn end=combat 2>$TMP/err >/dev/null; test $? = 1 && grep -qF 'turn end=combat: us-a in 2630 is in an enemy ZOC, not marked withdraw, and its hex has not attacked (§9.1)' $TMP/err
sh: sed 's/^\(unit,pz-a,.*\);fought$/\1/' tests/golden/data/s43-turn-seams.csv >$TMP/b.csv; $UMPIRE resolve $TMP/b.csv turn end=combat 2>$TMP/err >/dev/null; test $? = 1 && grep -qF 'turn end=combat: pz-a in 2531 exerts its ZOC on us-a in 2630, which had to attack it: no unit of 2531 has fought (§9.1)' $TMP/err
--- stdout
umpire-state,1,salerno43
# End of 9-night with a marker of every order on it, for the turn order's
# end= transcripts (s43-turn-seams-*.t): the move's moved, mp=N, forced_march,
# entered and first_wave; the bombardments' fired, immobilized, aa_hit, aa_miss,
# bombarded=HEX, air marker, air points and the ships' fired; the assault's
# assault, opp_fire, fought, supported, ma_half, ma_two_thirds, no_move and an
# RMF marker; a ship due back on 10-morning (§25.23) and one on 12-morning.
set,active,allied
set,air_points.allied,3
set,air_points.axis,1
set,draws,0
set,first_player,allied
set,seed,seams
set,turn,9-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,pz-a,axis,DE,16pz,tank,platoon,armor,2531,1,1,6,4,5,8,fired;aa_hit;immobilized;fought
unit,pz-b,axis,DE,16pz,tank,platoon,armor,2534,1,1,6,4,5,8,aa_miss;supported;ma_half
unit,us-a,allied,US,36,infantry,company,soft,2630,1,2,2,5,4,6,moved;mp=4;forced_march;entered;first_wave;fought
unit,us-b,allied,US,36,infantry,company,soft,2631,1,2,2,5,4,6,fought;ma_two_thirds;limbered
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
Every Allied unit in an enemy ZOC has attacked or is marked withdraw (§9.1).
End of the combat phase: the "assault" and "opportunity fire" markers are removed (§9.9, §3.1 B a).
"assault" removed from 1 unit: us-a (§9.9).
"opp_fire" removed from 1 unit: pz-a (§9.9).
"bombarded=HEX" removed from 1 unit: us-b (§13.1, §13.2: a bombardment before a combat of the phase).
