# Direct from HQ (B-5; cards table): 4 units of the player's choice, in any
# sections. A fifth is refused, and the card not in hand.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Direct from HQ" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1,gb-arm-2,gb-art-1,gb-cdo-1 -o $TMP/o.csv >/dev/null
sh: out=$("$UMPIRE" resolve $TMP/o.csv order units=gb-arm-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has ordered all the units it orders"
sh: out=$(sed 's/,Direct from HQ,1,hand.allies$/,Direct from HQ,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Direct from HQ" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Direct from HQ"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Direct from HQ: Order 4 units of your choice (B-5; cards table).
The allies play Direct from HQ from their hand (B-7).
--- stderr
