# An air attack's targets are resolved in turn (B-11, B-5 Air Power): a target
# that would be eliminated for want of room to retreat is counted again once the
# targets before it have moved. de-inf-2 (1 figure) in 0605 can retreat only into
# 0604; with a flag and no hit on each, de-inf-1 retreats first and de-inf-2
# follows into 0604 instead of losing its last figure; the odds agree (a flag and
# no hit on both: no elimination, 1/324).
cmd: resolve tests/golden/data/m44-air-column-1.csv bombard by=air to=0604,0605 retreat=0603 --card "Air Power" --dice 6,3,6,3 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-inf-2,axis,DE,infantry,0604,1," $TMP/s.csv && grep -q "^unit,de-inf-1,axis,DE,infantry,0603,4," $TMP/s.csv
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-air-column-1.csv bombard by=air to=0604,0605 --card "Air Power" | grep -q "^1/324 .* 0;0   0;0   1;1    1;1      no;no "
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Air attack on 2 hexes: 2 dice per hex (the allies have air superiority); symbol, grenade and star hit, terrain ignored, flags may not be ignored (B-5) (§II-AirSup L300).
Allied air attack rolls 2 battle dice against de-inf-1: flag, armor (B-1).
Allied air attack rolls 2 battle dice against de-inf-2: flag, armor (B-1).
de-inf-1 retreats 1 hex from 0604 to 0603 (B-11).
de-inf-2 retreats 1 hex from 0605 to 0604 (B-11).
The Allies played an air attack: the Axis makes no reinforcement roll next turn (§II-AirSup L306).
The allies play Air Power (B-7).
