# Recon (B-5; cards table; the seed's "Reconnaissance 1", L181, L316): 1 unit in its
# section; 2 more reinforcement dice (L181: 7 cards in hand, this one included, + 2
# = 9, all flags here); at the end of the turn the player draws 2 cards, keeps 1
# and discards the other: the order stops for the choice (a pending decision),
# answered with the card's id. Where the scenario gives off-board artillery, a
# Recon 1 may be played as a barrage instead (§II-OffBoard L318), refused without.
# Refused: a second unit, a unit of another section, a unit on the move (the
# standard Recon has none), the card not in hand. The Breakthrough Recon (its
# infantry moved to the left flank) orders 1 unit and 2 more on the move, which
# may move and not battle.
cmd: resolve tests/golden/data/m44-cards-std.csv play --card "Recon Left" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1 -o $TMP/o.csv
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-inf-2 is not in the left section of the allies player, which the card Recon orders"
sh: sed 's/^unit,gb-inf-2,allies,GB,infantry,0608,/unit,gb-inf-2,allies,GB,infantry,0309,/' $ROOT/tests/golden/data/m44-cards-std.csv > $TMP/sl.csv && "$UMPIRE" resolve $TMP/sl.csv play --card "Recon Left" -o $TMP/slp.csv >/dev/null && out=$("$UMPIRE" resolve $TMP/slp.csv order units=gb-inf-1 onmove=gb-inf-2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-inf-2: the card Recon Left orders no unit on the move"
sh: sed 's/^unit,gb-inf-2,allies,GB,infantry,0608,/unit,gb-inf-2,allies,GB,infantry,0309,/; s/^unit,gb-inf-3,allies,GB,infantry,0709,/unit,gb-inf-3,allies,GB,infantry,0409,/' $ROOT/tests/golden/data/m44-cards.csv > $TMP/bt.csv && "$UMPIRE" resolve $TMP/bt.csv play --card "Recon Left" -o $TMP/btp.csv >/dev/null && "$UMPIRE" resolve $TMP/btp.csv order units=gb-inf-1 onmove=gb-inf-2,gb-inf-3 -o $TMP/bto.csv >/dev/null && grep -q "^unit,gb-inf-3,allies,GB,infantry,0409,2,,,,,,,move$" $TMP/bto.csv
sh: out=$("$UMPIRE" resolve $TMP/bto.csv fire from=0309 to=0206 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-inf-2 is on the move: it may move, not battle"
sh: out=$("$UMPIRE" resolve $TMP/o.csv order units=gb-inf-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "already ordered"
sh: "$UMPIRE" resolve $TMP/o.csv reinforce --dice 6,6,6,6,6,6,6,6,6 2>&1 >/dev/null | grep -q "The allies hold 7 command cards, the one just played included, +2 for a Recon 1: 9 dice"
sh: "$UMPIRE" resolve $TMP/o.csv end -o $TMP/e.csv 2>/dev/null && grep -q "^pending,1,allies,keep,c11|c10,end,,cards$" $TMP/e.csv
sh: "$UMPIRE" resolve $TMP/e.csv decide c11 -o $TMP/f.csv && grep -q "^card,c11,Assault Centre,1,hand.allies$" $TMP/f.csv && grep -q "^card,c10,Attack Right,1,discard$" $TMP/f.csv && grep -q "^card,c01,Recon Left,1,discard$" $TMP/f.csv && grep -q "^set,active,axis$" $TMP/f.csv
sh: "$UMPIRE" resolve $TMP/o.csv end keep=c10 -o $TMP/g.csv && grep -q "^card,c10,Attack Right,1,hand.allies$" $TMP/g.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards-std.csv bombard by=barrage to=0607 --card "Recon 1 Left" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "no off-board artillery"
sh: { cat $ROOT/tests/golden/data/m44-cards-std.csv; printf 'set,offboard,allies\n'; } > $TMP/ob.csv && "$UMPIRE" odds $TMP/ob.csv bombard by=barrage to=0607 --card "Recon 1 Left" | grep -q "(de-inf-1: 4 dice)"
sh: out=$(sed 's/,Recon Left,1,hand.allies$/,Recon Left,1,draw/' $ROOT/tests/golden/data/m44-cards-std.csv | "$UMPIRE" resolve - play --card "Recon Left" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Recon Left"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Recon: Order 1 unit on the left flank. When drawing, draw 2, keep 1 and discard the other (B-5; cards table).
The allies play Recon Left from their hand (B-7).
--- stderr
