# Dig-In (B-5; cards table): 4 infantry units (Breakthrough: infantry and/or
# artillery) improve their positions: a sandbag goes on each one's hex, and that is
# their order: they neither move nor battle (BGA DigIn.php goes to the draw). The
# standard card does not order artillery while the side commands infantry.
# Refused: a fifth unit, a move of a unit dug in, the card not in hand.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Dig-In" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1,gb-inf-2,gb-art-1,gb-inf-3 -o $TMP/o.csv >/dev/null && grep -q "^hex,0208,countryside,sandbag," $TMP/o.csv && grep -q "^hex,0809,countryside,sandbag," $TMP/o.csv && grep -q "^unit,gb-inf-1,allies,GB,infantry,0208,4,,,,,dug_in,,card$" $TMP/o.csv
sh: out=$("$UMPIRE" resolve $TMP/o.csv order units=gb-cdo-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has ordered all the units it orders"
sh: out=$("$UMPIRE" resolve $TMP/o.csv move unit=gb-inf-1 path=0207 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "dug in this turn: that was its order"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards-std.csv play --card "Dig-In" -o $TMP/s.csv 2>/dev/null && out=$("$UMPIRE" resolve $TMP/s.csv order units=gb-art-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "does not order units of its type"
sh: out=$(sed 's/,Dig-In,1,hand.allies$/,Dig-In,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Dig-In" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Dig-In"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Dig-In: Order 4 infantry and/or artillery units to improve their positions: a sandbag goes on each unit's hex; if you command none, order 1 unit of your choice (B-5; cards table).
The allies play Dig-In from their hand (B-7).
--- stderr
