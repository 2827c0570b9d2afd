# Move Out! (B-5; cards table): 4 infantry units. Four are ordered; a fifth unit
# and armor are refused, and the card not in hand.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Move Out!" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1,gb-inf-2,gb-inf-3,gb-cdo-1 -o $TMP/o.csv >/dev/null
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-arm-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "does not order units of its type"
sh: out=$(sed 's/,Move Out!,1,hand.allies$/,Move Out!,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Move Out" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Move Out!"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Move Out!: Order 4 infantry units; terrain movement and battle restrictions apply; if you command no infantry, order 1 unit of your choice (B-5; cards table).
The allies play Move Out! from their hand (B-7).
--- stderr
