# A two-board game whose board 1 is sealed and whose board 2 plays at the table
# (its cards are rows of the state): with board 1's deal file given, a card
# played on board 2 comes from board 2's hand row and no deal file is asked for
# it (the journal records no deal=); verify --deal passes. A card board 2's hand
# lacks is refused by the hand (B-5; B-7); on board 1 the same card must be
# shown in the deal file (B-7; umpire(1), Secret hands). deal check names the
# board of a deal file after the first.
cmd: resolve tests/golden/data/m44-deal2-mixed.csv play --card "Attack Left" board=2 --deal tests/golden/data/m44-deal.csv --journal $TMP/j.csv -o $TMP/s.csv
sh: grep -qx 'set,card.allies.2,Attack Left' $TMP/s.csv && grep -q ',play board=2,card=Attack Left;draws=0,' $TMP/j.csv && ! grep -q 'deal=' $TMP/j.csv
sh: "$UMPIRE" verify $TMP/j.csv --deal tests/golden/data/m44-deal.csv | grep -qx "deal tests/golden/data/m44-deal.csv: 0 cards played, each shown by its mover and played once"
sh: out=$("$UMPIRE" resolve tests/golden/data/m44-deal2-mixed.csv play --card Dig-In board=2 --deal tests/golden/data/m44-deal.csv --journal $TMP/k.csv -o $TMP/x.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -qx "umpire: the allies hand holds no Dig-In (board 2) (B-5; B-7)" && test ! -e $TMP/x.csv
sh: out=$("$UMPIRE" resolve tests/golden/data/m44-deal2-mixed.csv play --card "Attack Left" board=1 --deal tests/golden/data/m44-deal.csv --journal $TMP/k.csv -o $TMP/x.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -qx "umpire: --card Attack Left: the deal file shows no Attack Left opened by allies and not played yet: show it first with umpire deal open (B-7; umpire(1), Secret hands)" && test ! -e $TMP/x.csv
sh: "$UMPIRE" deal check tests/golden/data/m44-deal2.csv | grep -qx "tests/golden/data/m44-deal2.csv: the deck of board 2" && ! "$UMPIRE" deal check tests/golden/data/m44-deal.csv | grep -q "deck of board"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Attack: Order 3 units on the left flank, and 1 more on the move (move, no battle) (B-5; cards table).
The allies play Attack Left from their hand (B-7).
--- stderr
