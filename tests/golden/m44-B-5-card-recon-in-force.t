# Recon in Force (B-5; cards table): 1 unit in each section. The centre's armor
# moves, then the centre's infantry is refused; the left's infantry may still go.
cmd: resolve tests/golden/data/m44-cards.csv move unit=gb-arm-2 path=0408 --card "Recon in Force" -o $TMP/p.csv
status: 0
sh: out=$("$UMPIRE" resolve $TMP/p.csv move unit=gb-inf-3 path=0708 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "Recon in Force has ordered its units in that section"
sh: "$UMPIRE" resolve $TMP/p.csv move unit=gb-inf-1 path=0207 >/dev/null
sh: out=$(sed 's/,Recon in Force,1,hand.allies$/,Recon in Force,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - move unit=gb-arm-2 path=0408 --card "Recon in Force" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Recon in Force"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-arm-2 is ordered by Recon in Force (the centre section) (B-5, B-6).
gb-arm-2 moves from 0508 to 0408: 1 hex of 3 (B-8).
The allies play Recon in Force from their hand (B-7).
--- stderr
