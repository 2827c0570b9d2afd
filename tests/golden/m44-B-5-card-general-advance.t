# General Advance (B-5; cards table): 2 units in each section. Two in the centre,
# one on each flank are ordered; a third in the centre is refused.
cmd: resolve tests/golden/data/m44-cards.csv play --card "General Advance" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1,gb-arm-2,gb-inf-2,gb-arm-1 -o $TMP/o.csv && grep -q "^unit,gb-arm-1,allies,GB,armor,1008,2,,,,,,,right$" $TMP/o.csv
sh: out=$("$UMPIRE" resolve $TMP/o.csv order units=gb-inf-3 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "General Advance has ordered its units in that section"
sh: out=$(sed 's/,General Advance,1,hand.allies$/,General Advance,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "General Advance" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no General Advance"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
General Advance: Order 2 units in each section (B-5; cards table).
The allies play General Advance from their hand (B-7).
--- stderr
