# A reshuffle the rules do not allow (B-5): the draw pile of m44-deal.csv holds
# 5 cards and nobody showed Their Finest Hour, so the allies' first message is
# refused (exit 1) and nothing is written. On an empty pile (m44-deal-empty.csv)
# a draw is refused (exit 1) until the reshuffle; messages out of turn are
# refused (exit 64): the axis beginning it, the allies sending step 2, a draw
# while it is under way. Forged files (exit 65, at their line and column): a
# step out of order, a point repeated (a card duplicated), a draw inside the
# reshuffle, a second reshuffle with cards in the pile.
cmd: deal reshuffle tests/golden/data/m44-deal.csv tests/golden/data/m44-deal-allies.secret
status: 1
sh: ! grep -q '^reshuffle' tests/golden/data/m44-deal.csv
sh: cd $TMP && G=$ROOT/tests/golden/data && cp $G/m44-deal-empty.csv d.csv && out=$("$UMPIRE" deal draw d.csv allies 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "0 cards left in the draw pile, not 1: draw them, then reshuffle the discards" && out=$("$UMPIRE" deal reshuffle d.csv $G/m44-deal-axis.secret 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "reshuffle 1, step 1 is allies's" && cmp d.csv $G/m44-deal-empty.csv
sh: cd $TMP && G=$ROOT/tests/golden/data && "$UMPIRE" deal reshuffle d.csv $G/m44-deal-allies.secret >/dev/null && cp d.csv d1.csv && out=$("$UMPIRE" deal reshuffle d.csv $G/m44-deal-allies.secret 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "reshuffle 1, step 2 is axis's" && out=$("$UMPIRE" deal draw d.csv axis 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "reshuffle 1 is under way" && cmp d.csv d1.csv
sh: cd $TMP && G=$ROOT/tests/golden/data && grep -v '^reshuffle,1,1,' $G/m44-deal-reshuffled.csv >f.csv && out=$("$UMPIRE" deal check f.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "f.csv:80:13: reshuffle step '2' where step 1 is due"
sh: cd $TMP && G=$ROOT/tests/golden/data && p=$(sed -n 's/^reshuffle,1,2,0,//p' $G/m44-deal-reshuffled.csv) && sed "s/^reshuffle,1,2,1,.*/reshuffle,1,2,1,$p/" $G/m44-deal-reshuffled.csv >f.csv && out=$("$UMPIRE" deal check f.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "reshuffle 1, step 2 gives position 1 the point of position 0: a card would be duplicated"
sh: cd $TMP && G=$ROOT/tests/golden/data && sed '/^reshuffle,1,2,2,/a draw,axis,12' $G/m44-deal-reshuffled.csv >f.csv && out=$("$UMPIRE" deal check f.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "a draw while reshuffle 1 is under way"
sh: cd $TMP && G=$ROOT/tests/golden/data && { head -n -2 $G/m44-deal-reshuffled.csv; echo "reshuffle,2,1,0,$(sed -n 's/^reshuffle,1,1,0,//p' $G/m44-deal-reshuffled.csv)"; } >f.csv && out=$("$UMPIRE" deal check f.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "the draw pile holds 1 cards and no card that reshuffles it"
--- stdout
--- stderr
umpire: tests/golden/data/m44-deal.csv: the draw pile holds 5 cards and no card that reshuffles it (Their Finest Hour) was shown since the last reshuffle (B-5)
