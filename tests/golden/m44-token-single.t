# Ruling token-single (A-8): the gun's only token is on 0601 when it hits gb-inf-2;
# by default (keep) no token is placed; with move, the token moves to 0405.
cmd: resolve tests/golden/data/m44-token-move.csv bombard from=0105 to=0405 --dice 4,5
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-token-move.csv bombard from=0105 to=0405 --dice 4,5 --rule token-single=move 2>/dev/null | grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0105,2,,,0405,,battled,"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-token-move.csv bombard from=0105 to=0405 --dice 4,5 --rule token-single=move 2>&1 >/dev/null | grep -q "^Ruling token-single=move applies (the default is keep)"
--- stdout
umpire-state,1,memoir44
# A German heavy artillery whose only target token is already on 0601 fires at
# another unit (A-8: keep by default, move with --rule token-single=move).
set,active,axis
set,draws,0
set,seed,tok
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-hart-1,axis,DE,heavy_artillery,0105,2,,,0601,,battled,
unit,gb-inf-1,allies,GB,infantry,0601,3,,,,,,
unit,gb-inf-2,allies,GB,infantry,0405,3,,,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-hart-1 (heavy_artillery, 2 figures) in 0105 fires at gb-inf-2 (infantry) in 0405 at range 3 (B-9, §6.2).
heavy_artillery dice at range 3: 2 (§III-HeavyArty L338, §III-Destroyer L362).
de-hart-1 rolls 2 battle dice against gb-inf-2: grenade, star (B-1).
gb-inf-2 loses 1 figure to 1 hit (B-2).
No target token: the gun's only token is already on the board (§III-HeavyArty L334; ruling token-single, A-8).
