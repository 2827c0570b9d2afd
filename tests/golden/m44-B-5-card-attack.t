# Attack (B-5; cards table): 3 units in its section, 1 more on the move in the
# Breakthrough deck. Attack Right orders the armor and the commando of the right
# flank; the infantry of the centre is refused; implicit ordering by the first
# order that names the card (a state without a recorded phase) counts the same.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Attack Right" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-arm-1,gb-cdo-1 >/dev/null
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not in the right section"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv move unit=gb-arm-2 path=0408 --card "Attack Right" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not in the right section"
sh: out=$(sed 's/,Attack Right,1,hand.allies$/,Attack Right,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Attack Right" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Attack Right"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Attack: Order 3 units on the right flank, and 1 more on the move (move, no battle) (B-5; cards table).
The allies play Attack Right from their hand (B-7).
--- stderr
