# A unit that starts on a road and stays on it moves 1 hex more (base game 5.2, not
# in seed; values.csv road_bonus): infantry 2 + 1 = 3 hexes; 4 is refused, and so
# is a 3-hex path that leaves the road.
cmd: resolve tests/golden/data/m44-road.csv move unit=us-inf-1 path=0205,0305,0405
status: 0
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-road.csv move unit=us-inf-1 path=0205,0305,0405,0505 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "costs 4 hexes, more than the allowance of 3"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-road.csv move unit=us-inf-1 path=0205,0305,0306 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "costs 3 hexes, more than the allowance of 2"
--- stdout
umpire-state,1,memoir44
# A road along row 5, 0105 to 0605.
set,active,allies
set,draws,0
set,seed,road
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,us-inf-1,allies,US,infantry,0405,4,,,,3,moved,
@hex,hex,terrain,obstacle,hill,height,section,beach,lc,exit,village,bridge_medal
hex,0105,road,,,,,,,,,
hex,0205,road,,,,,,,,,
hex,0305,road,,,,,,,,,
hex,0405,road,,,,,,,,,
hex,0505,road,,,,,,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
us-inf-1 moves from 0105 to 0405: 3 hexes of 3 (on a road all the way: +1, base game 5.2) (B-8).
