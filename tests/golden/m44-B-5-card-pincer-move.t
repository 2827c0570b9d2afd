# Pincer Move (B-5; cards table): 2 units on each flank, none in the centre. The
# infantry of the left flank moves; the armor of the centre is refused.
cmd: resolve tests/golden/data/m44-cards.csv move unit=gb-inf-1 path=0207 --card "Pincer Move" -o $TMP/p.csv
status: 0
sh: grep -q "^unit,gb-inf-1,allies,GB,infantry,0207,4,,,,1,moved,,left$" $TMP/p.csv && grep -q "^card,c06,Pincer Move,1,play.allies$" $TMP/p.csv
sh: out=$("$UMPIRE" resolve $TMP/p.csv move unit=gb-arm-2 path=0408 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "orders 2 units on each flank"
sh: out=$(sed 's/,Pincer Move,1,hand.allies$/,Pincer Move,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - move unit=gb-inf-1 path=0207 --card "Pincer Move" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Pincer Move"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 is ordered by Pincer Move (the left section) (B-5, B-6).
gb-inf-1 moves from 0208 to 0207: 1 hex of 2 (B-8).
The allies play Pincer Move from their hand (B-7).
--- stderr
