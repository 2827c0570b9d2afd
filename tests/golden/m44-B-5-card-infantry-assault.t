# Infantry Assault (B-5; cards table): every infantry unit in 1 section, named when
# it is played; they may move 2 hexes and still battle, or 3 and not battle.
# Refused: infantry of another section, armor, a battle after 3 hexes, the card
# without its section, the card not in hand.
cmd: resolve tests/golden/data/m44-cards.csv play --card "Infantry Assault Centre" -o $TMP/p.csv
status: 0
sh: "$UMPIRE" resolve $TMP/p.csv order units=gb-inf-2,gb-inf-3 -o $TMP/o.csv >/dev/null
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-inf-1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "orders units in its section only"
sh: out=$("$UMPIRE" resolve $TMP/p.csv order units=gb-arm-2 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "does not order units of its type"
sh: "$UMPIRE" resolve $TMP/o.csv move unit=gb-inf-3 path=0710,0711 2>&1 >/dev/null | grep -q "may move 3 hexes, and battle after 2 at most"
sh: "$UMPIRE" resolve $TMP/o.csv move unit=gb-inf-3 path=0710,0711,0712 -o $TMP/m.csv >/dev/null && out=$("$UMPIRE" resolve $TMP/m.csv fire from=0712 to=0906 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "more than it may and still battle"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv play --card "Infantry Assault" 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "is played in a section"
sh: out=$(sed 's/,Infantry Assault,1,hand.allies$/,Infantry Assault,1,draw/' $ROOT/tests/golden/data/m44-cards.csv | "$UMPIRE" resolve - play --card "Infantry Assault Left" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Infantry Assault"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Infantry Assault: Order all infantry units in 1 section: they may move 2 hexes and still battle, or move 3 and not battle; terrain restrictions apply; if you command no infantry, order 1 unit of your choice (B-5; cards table).
The allies play Infantry Assault Centre from their hand (B-7).
--- stderr
