# Barbed wire removed (base game 5.2, not in seed; digest 5.2 "infantry may remove
# instead of battling; armor entering removes it", B-4 engineers "may battle out
# at -1 and still remove it", BGA CombatEngineer.php): order clear takes the wire
# from under infantry, which then may not battle; engineers clear it after
# battling, other infantry may not; armor ending a move on wire removes it.
cmd: resolve tests/golden/data/m44-wire-clear.csv clear unit=gb-inf-1 -o $TMP/w.csv
status: 0
sh: grep -q "^unit,gb-inf-1,allies,GB,infantry,0606,4,,,,,battled,$" $TMP/w.csv && grep -q "^hex,0606,countryside,,,,,,,,,$" $TMP/w.csv
sh: out=$("$UMPIRE" resolve $TMP/w.csv fire from=0606 to=0604 --dice 1,1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has battled this turn"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-wire-clear.csv clear unit=gb-eng 2>/dev/null | grep -q "^hex,0806,countryside,,,,,,,,,$"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-wire-clear.csv clear unit=gb-inf-3 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "only engineers do both"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-wire-clear.csv move unit=gb-arm-1 path=0407 2>/dev/null | grep -q "^hex,0407,countryside,,,,,,,,,$"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-wire-clear.csv clear unit=gb-arm-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "stands on no wire"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 removes the wire in 0606 instead of battling (base game 5.2 (not in seed)).
