# Counter-Attack (B-5; cards table; BGA CounterAttack.php): the same order as the one
# the opponent just played (set,last.axis), a right section card becoming the left
# one: the Axis' Probe Right is the Allies' Probe Left (the same flank of the
# table). It draws as the card it copies. Refused: a unit of the centre, with no
# card of the opponent's to copy, an Ambush to copy, the card not in hand.
cmd: resolve tests/golden/data/m44-cards-counter.csv play --card Counter-Attack -o $TMP/p.csv
status: 0
sh: grep -q "^set,card.allies,Counter-Attack: Probe Left$" $TMP/p.csv && grep -q "^card,c14,Counter-Attack,1,play.allies$" $TMP/p.csv
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1 >/dev/null
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not in the left section"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv play --card Counter-Attack 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "the axis have played no card to copy"
sh: out=$({ cat $ROOT/tests/golden/data/m44-cards.csv; echo set,last.axis,Ambush; } | "$UMPIRE" resolve - play --card Counter-Attack 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "last card was an Ambush"
sh: out=$({ sed 's/,Counter-Attack,1,hand.allies$/,Counter-Attack,1,draw/' $ROOT/tests/golden/data/m44-cards.csv; echo set,last.axis,Probe Right; } | "$UMPIRE" resolve - play --card Counter-Attack 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Counter-Attack"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Counter-Attack copies the axis' Probe Right: Probe Left (B-5 Counter-Attack).
Probe: Order 2 units on the left flank, and 2 more on the move (move, no battle) (B-5; cards table).
The allies play Counter-Attack: Probe Left from their hand (B-7).
--- stderr
