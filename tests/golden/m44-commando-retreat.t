# British commandos in Sword retreat in any direction (L685): blocked toward the
# Allied baseline, they may still end on 0504 or 0505; retreat=0505 picks one.
cmd: resolve tests/golden/data/m44-commando.csv assault from=0604 to=0605 --dice 6,5,5 retreat=0505
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-commando.csv assault from=0604 to=0605 --dice 6,5,5 2>/dev/null | grep -q "^pending,1,allies,retreat,0504|0505,"
--- stdout
umpire-state,1,memoir44
# British commandos in Sword retreat in any direction (L685): the two hexes toward
# the Allied baseline (0606, 0706) are taken, 0505 is open.
set,active,axis
set,draws,0
set,seed,cdo
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-arm-1,axis,DE,armor,0604,3,,,,,battled,
unit,gb-cdo-1,allies,GB,special_forces,0505,4,,,,,retreat_any,
unit,gb-inf-1,allies,GB,infantry,0606,4,,,,,,
unit,gb-inf-2,allies,GB,infantry,0506,4,,,,,,
unit,gb-inf-3,allies,GB,infantry,0705,4,,,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-arm-1 (armor, 3 figures) in 0604 close-assaults gb-cdo-1 (special_forces) in 0605 at range 1 (B-9).
armor dice at range 1: 3 (units table).
de-arm-1 rolls 3 battle dice against gb-cdo-1: flag, star, star (B-1).
gb-cdo-1 retreats 1 hex from 0605 to 0505 (B-11).
