# Attack (B-5; cards table): 3 units in its section, 1 more on the move in the
# Breakthrough deck. Attack Right orders the armor and the commando of the right
# flank; the infantry of the centre is refused; implicit ordering by the first
# order that names the card (a state without a recorded phase) counts the same.
# The Breakthrough Attack orders 1 more unit of its section on the move; the
# standard deck's (a standard state, its Probe Centre made an Attack Right) has
# none: the same on-move order is refused there and the two units are ordered.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Attack Right" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-arm-1,gb-cdo-1 >/dev/null
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-arm-1 onmove=gb-cdo-1 -o $TMP/m.csv >/dev/null && grep -q "^unit,gb-cdo-1,allies,GB,special_forces,1209,4,,,,,,,move$" $TMP/m.csv
sh: sed 's/^card,c02,Probe Centre,1,hand.allies$/card,c02,Attack Right,1,hand.allies/' $ROOT/tests/golden/data/m44-cards-std.csv > $TMP/s.csv && "$UMPIRE" resolve $TMP/s.csv play --card "Attack Right" -o $TMP/sp.csv >/dev/null && grep -q "^card,c02,Attack Right,1,play.allies$" $TMP/sp.csv
sh: out=$("$UMPIRE" resolve $TMP/sp.csv order units=gb-arm-1 onmove=gb-cdo-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-cdo-1: the card Attack Right orders no unit on the move"
sh: "$UMPIRE" resolve $TMP/sp.csv order units=gb-arm-1,gb-cdo-1 -o $TMP/so.csv >/dev/null && grep -q "^unit,gb-cdo-1,allies,GB,special_forces,1209,4,,,,,,,right$" $TMP/so.csv
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not in the right section"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv move unit=gb-arm-2 path=0408 --card "Attack Right" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not in the right section"
sh: out=$(sed 's/,Attack Right,1,hand.allies$/,Attack Right,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Attack Right" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Attack Right"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Attack: Order 3 units on the right flank, and 1 more on the move (move, no battle) (B-5; cards table).
The allies play Attack Right from their hand (B-7).
--- stderr
