# The sequence of play kept in the state (B-7, base game, not in seed; digest 8;
# issue 12): set,phase is card, order, move, battle or draw; each order belongs to
# its phases and is refused in another (unless the ruling sequence=off, which the
# log then names); turn moves to the next phase (after the card phase only once a
# card is played), and after the draw phase ends the turn: the draw, the other
# side, its card phase. In a recorded phase, a unit moves or battles only if the
# order phase named it (order units=...). The Allies play Attack Right on Sword.
cmd: resolve fixtures/memoir44/sword-beach.csv deal -o $TMP/d.csv
status: 0
sh: "$UMPIRE" resolve $TMP/d.csv turn -o $TMP/t0.csv 2>/dev/null && grep -q "^set,phase,card$" $TMP/t0.csv
sh: out=$("$UMPIRE" resolve $TMP/t0.csv fire from=1019 to=1017 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "'fire' is not an order of the card phase: it belongs to the battle phase"
sh: out=$("$UMPIRE" resolve $TMP/t0.csv turn 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "the allies have played no command card this turn"
sh: "$UMPIRE" resolve $TMP/t0.csv play --card "Attack Right" -o $TMP/t1.csv 2>/dev/null && "$UMPIRE" resolve $TMP/t1.csv turn -o $TMP/t2.csv 2>/dev/null && grep -q "^set,phase,order$" $TMP/t2.csv
sh: out=$("$UMPIRE" resolve $TMP/t2.csv move unit=gb-sarm-1 path=1018 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "'move' is not an order of the order phase"
sh: "$UMPIRE" resolve $TMP/t2.csv order units=gb-sarm-1 -o $TMP/t3.csv 2>/dev/null && "$UMPIRE" resolve $TMP/t3.csv turn -o $TMP/t4.csv 2>/dev/null && grep -q "^set,phase,move$" $TMP/t4.csv
sh: out=$("$UMPIRE" resolve $TMP/t4.csv move unit=gb-inf-2 path=0817 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-inf-2 was not ordered this turn"
sh: "$UMPIRE" resolve $TMP/t4.csv turn -o $TMP/t5.csv 2>/dev/null && "$UMPIRE" resolve $TMP/t5.csv fire from=1019 to=1017 --dice 5,5,5 -o $TMP/t6.csv 2>/dev/null
sh: "$UMPIRE" resolve $TMP/t0.csv fire from=1019 to=1017 --rule sequence=off --card "Attack Right" --dice 5,5,5 2>&1 >/dev/null | grep -q "Ruling sequence=off: 'fire' is given in the card phase, out of the sequence of play"
sh: "$UMPIRE" resolve $TMP/t6.csv turn -o $TMP/t7.csv 2>/dev/null && "$UMPIRE" resolve $TMP/t7.csv turn -o $TMP/t8.csv 2>/dev/null && grep -q "^set,phase,card$" $TMP/t8.csv && grep -q "^set,active,axis$" $TMP/t8.csv && grep -q "^set,last.allies,Attack Right$" $TMP/t8.csv
sh: out=$("$UMPIRE" resolve $TMP/t6.csv end 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "'end' is not an order of the battle phase"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Board 1: the breakthrough deck, 80 cards, is shuffled into the draw pile (B-5; L480-L488).
The allies are dealt 6 command cards (scenario pages).
The axis are dealt 3 command cards (scenario pages).
--- stderr
