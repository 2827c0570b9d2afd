# Marsh and hedgerow (base game 5.2, not in seed, Medium; terrain table columns
# leave_one, armor_nobattle, enter_first): armor leaving a marsh moves 1 hex only,
# and may not battle that turn; a hedgerow is entered only as the first hex of a
# move (gb-inf-1 must go round; gb-inf-2, next to it, may).
cmd: resolve tests/golden/data/m44-marsh.csv move unit=gb-arm-1 path=0509 -o $TMP/s.csv
status: 0
sh: out=$("$UMPIRE" odds $TMP/s.csv fire from=0509 to=0506 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "out of) terrain on which it may not battle"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-marsh.csv move unit=gb-arm-1 path=0509,0508 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "costs 2 hexes, more than the allowance of 1"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-marsh.csv move unit=gb-inf-1 path=0610,0710 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "0710 is entered only by a unit that starts its move next to it"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-marsh.csv move unit=gb-inf-2 path=0710 | grep -q "^unit,gb-inf-2,allies,GB,infantry,0710,4,,,,1,moved;entered_stop,$"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-arm-1 moves from 0510 to 0509: 1 hex of 1 (B-8).
--- stderr
