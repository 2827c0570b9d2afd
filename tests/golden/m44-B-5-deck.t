# The command deck in the state (B-5; digest 2.2): deal makes a board's deck, every
# card in the draw pile (the Breakthrough deck by default, the seed's advice, L480:
# 80 cards; standard 60; double, two standard decks mixed, 120), and deals the
# scenario page's hands (Sword: Allies 6, Axis 3), each card drawn by a die over the
# pile. The end of the turn draws 1; the Axis in Sword takes 2 at the end of its
# turns 1 and 2 (L663); an empty draw pile takes the discards back; cards drawn at
# the table are named with drawn=. Refused: a second deal on the board, a card
# named at the table that the draw pile does not hold.
cmd: resolve fixtures/memoir44/sword-beach.csv deal -o $TMP/d.csv
status: 0
sh: test $(grep -c "^card," $TMP/d.csv) = 80 && test $(grep -c ",hand.allies$" $TMP/d.csv) = 6 && test $(grep -c ",hand.axis$" $TMP/d.csv) = 3 && grep -q "^set,deck,breakthrough$" $TMP/d.csv
sh: out=$("$UMPIRE" resolve $TMP/d.csv deal 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "board 1 already has its deck"
sh: "$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv deal deck=standard | grep -c "^card," | grep -qx 60 && "$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv deal deck=double | grep -c "^card," | grep -qx 120
sh: sed 's/^set,active,allies$/set,active,axis/; s/^set,turn.axis,0$/set,turn.axis,1/' $TMP/d.csv > $TMP/x.csv && "$UMPIRE" resolve $TMP/x.csv end -o $TMP/y.csv 2>&1 | grep -q "The axis take 2 cards at the end of their turn 1" && test $(grep -c ",hand.axis$" $TMP/y.csv) = 5
sh: "$UMPIRE" resolve $TMP/d.csv end drawn=air-power -o $TMP/z.csv >/dev/null 2>&1; grep -q "^set,turn.axis,1$" $TMP/z.csv && test $(grep -c ",hand.allies$" $TMP/z.csv) = 7
sh: out=$(sed 's/,Air Power,1,draw$/,Air Power,1,discard/' $TMP/d.csv | "$UMPIRE" resolve - end drawn=air-power 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "the draw pile holds no air-power"
sh: sed 's/,draw$/,discard/' $ROOT/tests/golden/data/m44-ambush.csv | "$UMPIRE" resolve - end --dice 1 2>&1 >/dev/null | grep -q "The draw pile is empty: the 3 discarded cards go back into the draw pile, shuffled"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Board 1: the breakthrough deck, 80 cards, is shuffled into the draw pile (B-5; L480-L488).
The allies are dealt 6 command cards (scenario pages).
The axis are dealt 3 command cards (scenario pages).
--- stderr
