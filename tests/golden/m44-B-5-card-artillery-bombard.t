# Artillery Bombard (B-5; cards table): every artillery unit; each may move up to 3
# hexes, or battle twice. The artillery fires at 0906 (range 3: 2 dice), then again,
# a third time is refused; moved 3 hexes it may not battle; an infantry unit is
# refused (the side commands artillery); the card not in hand is refused.
cmd: resolve tests/golden/data/m44-cards.csv fire from=0809 to=0906 --card "Artillery Bombard" --dice 5,5 -o $TMP/a.csv
status: 0
sh: "$UMPIRE" resolve $TMP/a.csv fire from=0809 to=0906 --dice 5,5 -o $TMP/b.csv 2>&1 | grep -q "its second battle (B-5 Artillery Bombard: battle twice)"
sh: out=$("$UMPIRE" resolve $TMP/b.csv fire from=0809 to=0906 --dice 5,5 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has battled this turn"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv move unit=gb-art-1 path=0810,0811,0812 --card "Artillery Bombard" -o $TMP/m.csv >/dev/null && out=$("$UMPIRE" resolve $TMP/m.csv fire from=0812 to=0906 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "more than it may and still battle"
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-cards.csv fire from=0809 to=0906 --card "Artillery Bombard" | grep -q "(de-inf-3: 2 dice)"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv move unit=gb-inf-2 path=0708 --card "Artillery Bombard" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "does not order units of its type"
sh: out=$(sed 's/,Artillery Bombard,1,hand.allies$/,Artillery Bombard,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Artillery Bombard" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Artillery Bombard"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-art-1 is ordered by Artillery Bombard (B-5, B-6).
gb-art-1 (artillery, 2 figures) in 0809 fires at de-inf-3 (infantry) in 0906 at range 3 (B-9, §6.2).
artillery dice at range 3: 2 (units table).
gb-art-1 rolls 2 battle dice against de-inf-3: star, star (B-1).
The allies play Artillery Bombard from their hand (B-7).
--- stderr
