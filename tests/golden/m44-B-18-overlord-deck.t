# The Overlord deck that OverThrough needs (§VI-OverThrough L488; B-18, Low): the
# seed names it without listing it; the cards table gives it the standard deck's
# 60 cards (BGA Cards.php) with the Overlord texts BGA has. What the Overlord rules
# add (the Commander-in-Chief who draws and hands cards to his Field Generals,
# their sections, the initiative die) is in neither the seed nor a source read,
# so the cells that need it are '?': the end-of-turn draw stops with exit 69
# naming the cell, and so does Their Finest Hour's roll of the Field Generals.
# OverThrough's starting hands (Sword + Juno: Axis 9, Allies 12, L494) are dealt.
cmd: resolve fixtures/memoir44/sword-beach.csv deal deck=overlord allies=12 axis=9 -o $TMP/o.csv
status: 0
sh: test $(grep -c "^card," $TMP/o.csv) = 60 && test $(grep -c ",hand.allies$" $TMP/o.csv) = 12
sh: out=$("$UMPIRE" resolve $TMP/o.csv end 2>&1); test $? = 69 && printf '%s\n' "$out" | grep -q "column draw is unknown"
sh: out=$(sed 's/,Their Finest Hour,1,draw$/,Their Finest Hour,1,hand.allies/' $TMP/o.csv | "$UMPIRE" resolve - play --card "Their Finest Hour" 2>&1); test $? = 69 && printf '%s\n' "$out" | grep -q "column dice is unknown"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Board 1: the overlord deck, 60 cards, is shuffled into the draw pile (B-5; L480-L488).
The allies are dealt 12 command cards (scenario pages).
The axis are dealt 9 command cards (scenario pages).
--- stderr
