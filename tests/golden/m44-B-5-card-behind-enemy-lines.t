# Behind Enemy Lines (B-5; cards table): 1 infantry unit moves up to 3 hexes,
# terrain movement restrictions ignored, battles with 1 more die, then moves again
# up to 3 hexes. The infantry in 0208 goes round to 0306, close-assaults 0206 with
# 3 + 1 = 4 dice, and moves on 3 hexes; a third move is refused, and so is armor
# (the side commands infantry), and the card not in hand. Its odds: the same
# infantry firing at range 2 without moving rolls 2 + 1 = 3 dice, half of which
# hit infantry (2 infantry faces and the grenade): 3/2 figures expected.
cmd: resolve tests/golden/data/m44-cards.csv move unit=gb-inf-1 path=0207,0307,0306 --card "Behind Enemy Lines" -o $TMP/a.csv
status: 0
sh: "$UMPIRE" resolve $TMP/a.csv assault from=0306 to=0206 --dice 5,5,5,5 -o $TMP/b.csv 2>&1 | grep -q "Behind Enemy Lines: the unit battles with 1 more die: +1 die"
sh: "$UMPIRE" resolve $TMP/b.csv move unit=gb-inf-1 path=0307,0308,0408 -o $TMP/c.csv >/dev/null && grep -q "^unit,gb-inf-1,allies,GB,infantry,0408,4,,,,3,moved;battled;moved_again,,card$" $TMP/c.csv
sh: out=$("$UMPIRE" resolve $TMP/c.csv move unit=gb-inf-1 path=0308 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "units move before they battle"
sh: "$UMPIRE" odds $TMP/a.csv assault from=0306 to=0206 | grep -q "(de-inf-2: 4 dice)"
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-cards.csv fire from=0208 to=0206 --card "Behind Enemy Lines" > $TMP/odds.txt && grep -q "(de-inf-2: 3 dice)" $TMP/odds.txt && grep -q "expected figures lost by the target(s): 3/2 = 1.5000" $TMP/odds.txt
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv move unit=gb-arm-2 path=0408 --card "Behind Enemy Lines" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "does not order units of its type"
sh: out=$(sed 's/,Behind Enemy Lines,1,hand.allies$/,Behind Enemy Lines,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Behind Enemy Lines" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Behind Enemy Lines"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 is ordered by Behind Enemy Lines (B-5, B-6).
gb-inf-1, ordered by Behind Enemy Lines, may move 3 hexes, and battle after 3 at most; terrain movement restrictions are ignored (B-5; cards table).
gb-inf-1 moves from 0208 to 0306: 3 hexes of 3 (B-8).
The allies play Behind Enemy Lines from their hand (B-7).
--- stderr
