# Probe, a section card (B-5, base game, not in seed; cards table): played from the
# hand, it orders 2 units in its section, seen from the player's side (B-6), and in
# the Breakthrough deck 2 more "on the move", which move and do not battle (seed
# L236 speaks of those orders). Refused: a third unit, a unit of another section,
# a unit on the move that battles, the card not in the hand, and on the move with
# the standard deck's Probe, which has none.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Probe Centre" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-arm-2,gb-inf-2 onmove=gb-art-1,gb-inf-3 -o $TMP/o.csv && grep -q "^card,c02,Probe Centre,1,play.allies$" $TMP/p.csv && grep -q "^set,card.allies,Probe Centre$" $TMP/p.csv
sh: grep -q "^unit,gb-art-1,allies,GB,artillery,0809,2,,,,,,,move$" $TMP/o.csv && grep -q "^unit,gb-inf-2,allies,GB,infantry,0608,4,,,,,,,centre$" $TMP/o.csv
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-arm-2,gb-inf-2,gb-inf-3 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has ordered all the units it orders in that section"
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-inf-1 is not in the centre section of the allies player"
sh: out=$("$UMPIRE" resolve $TMP/o.csv fire from=0809 to=0607 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-art-1 is on the move: it may move, not battle"
sh: "$UMPIRE" resolve $TMP/o.csv move unit=gb-inf-3 path=0708 >/dev/null && "$UMPIRE" resolve $TMP/o.csv assault from=0608 to=0607 --dice 1,5,5 >/dev/null
sh: out=$(sed 's/,Probe Centre,1,hand.allies$/,Probe Centre,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Probe Centre" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "the allies hand holds no Probe Centre"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards-std.csv play --card "Probe Centre" -o $TMP/s.csv && out=$("$UMPIRE" resolve $TMP/s.csv order units=gb-arm-2 onmove=gb-art-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "orders no unit on the move"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Probe: Order 2 units in the centre, and 2 more on the move (move, no battle) (B-5; cards table).
The allies play Probe Centre from their hand (B-7).
--- stderr
