# Steering a draw (umpire(1) "Secret hands"): the deck's order is the two
# players' shuffles one after the other, so neither decides a position alone.
# A player who duplicates a card in his shuffle is refused at once when he
# repeats a point (below), and caught at the reveal when he hides the copy
# under another lock (a distinct, valid point: no zero-knowledge proof of the
# shuffle, so nothing shows it before): the allies' step 1 gets one point of
# another deal's step 1 (made with another secret), the game goes on, and
# `deal check` names the step once the allies reveal.
cmd: deal check tests/golden/data/m44-deal-bad-dup.csv
status: 65
sh: cd $TMP && D=$ROOT/tests/golden/data/m44-deal-deck.csv && "$UMPIRE" deal new o.csv $D allies axis >/dev/null && "$UMPIRE" deal join o.csv allies o.s >/dev/null && "$UMPIRE" deal join o.csv axis ob.s >/dev/null && "$UMPIRE" deal shuffle o.csv o.s >/dev/null && "$UMPIRE" deal new d.csv $D allies axis >/dev/null && "$UMPIRE" deal join d.csv allies a.s >/dev/null && "$UMPIRE" deal join d.csv axis b.s >/dev/null && "$UMPIRE" deal shuffle d.csv a.s >/dev/null && p=$(sed -n 's/^lock,1,3,//p' o.csv) && sed -i "s/^lock,1,5,.*/lock,1,5,$p/" d.csv && "$UMPIRE" deal shuffle d.csv b.s >/dev/null && "$UMPIRE" deal shuffle d.csv a.s >/dev/null && "$UMPIRE" deal check d.csv >/dev/null && "$UMPIRE" deal reveal d.csv a.s >/dev/null; out=$("$UMPIRE" deal check d.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "allies's shuffle step 1, position 5, is not the one its secret makes"
sh: cd $TMP && out=$("$UMPIRE" deal check d.csv b.s 2>&1); test $? = 65
sh: cd $TMP && D=$ROOT/tests/golden/data/m44-deal-deck.csv && "$UMPIRE" deal new e.csv $D allies axis >/dev/null && "$UMPIRE" deal join e.csv allies a.s2 >/dev/null && "$UMPIRE" deal join e.csv axis b.s2 >/dev/null && out=$("$UMPIRE" deal shuffle e.csv b.s2 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "shuffle step 1 is allies's"
--- stdout
--- stderr
umpire: tests/golden/data/m44-deal-bad-dup.csv:18:10: step 1 gives position 1 the point of position 0: a card would be duplicated
