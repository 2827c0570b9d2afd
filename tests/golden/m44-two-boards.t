# Two boards side by side (L484): British armor crosses from board 1 through the
# joined half-hexes at 1302 (column 13 of an even row); column 25 exists only with
# two boards (a single board stops at 13: exit 65 with file:line:column).
cmd: resolve tests/golden/data/m44-two-boards.csv move unit=gb-arm-1 path=1303,1302
status: 0
sh: out=$(sed "s/^set,boards,2/set,boards,1/" $ROOT/tests/golden/data/m44-two-boards.csv > $TMP/one.csv && "$UMPIRE" check $TMP/one.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "one.csv:10:6: hex"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-two-boards.csv move unit=gb-arm-1 path=1303,1302,1402 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "1402 is occupied"
--- stdout
umpire-state,1,memoir44
# Two boards side by side (§VI): columns 01-26; on even rows column 13 is the hex
# made of the two boards' half-hexes (L484).
set,active,allies
set,boards,2
set,draws,0
set,seed,two
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,ca-inf-1,allies,CA,infantry,2505,4,,,,,,
unit,de-inf-1,axis,DE,infantry,1402,4,,,,,,
unit,gb-arm-1,allies,GB,armor,1302,3,,,,2,moved,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-arm-1 moves from 1203 to 1302: 2 hexes of 3 (B-8).
