# Assault (B-5; cards table): every unit in its section; none on the move. Assault
# Left orders the left flank's infantry; a unit of the centre is refused.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Assault Left" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1 >/dev/null
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not in the left section"
sh: out=$("$UMPIRE" resolve $TMP/p.csv order onmove=gb-inf-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "orders no unit on the move"
sh: out=$(sed 's/,Assault Left,1,hand.allies$/,Assault Left,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Assault Left" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Assault Left"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Assault: Order all units on the left flank (B-5; cards table).
The allies play Assault Left from their hand (B-7).
--- stderr
