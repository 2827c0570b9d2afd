# Unlocks (umpire deal unlock) are refused for the wrong position: position 7,
# which nobody drew (its scalar would show the next card to whoever draws it,
# before anyone knows who: Recon's draw-2-keep-1 must not leak it). Also: an
# unlock by the drawer himself, and a wrong scalar, which the drawer cannot
# decode at once and `deal check` names once the unlocker reveals.
cmd: deal check tests/golden/data/m44-deal-bad-unlock.csv
status: 65
sh: x=$(sed -n 's/^unlock,4,allies,//p' tests/golden/data/m44-deal.csv) && { cat tests/golden/data/m44-deal.csv; echo "draw,axis,7"; echo "unlock,7,axis,$x"; } >$TMP/d.csv && out=$("$UMPIRE" deal check $TMP/d.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "this message is allies's to send, not axis's"
sh: x=$(sed -n 's/^unlock,4,allies,//p' tests/golden/data/m44-deal.csv) && { cat tests/golden/data/m44-deal.csv; echo "draw,axis,7"; echo "unlock,7,allies,$x"; } >$TMP/d.csv && out=$("$UMPIRE" deal hand $TMP/d.csv tests/golden/data/m44-deal-axis.secret 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "position 7: allies's unlock opens no card"
sh: x=$(sed -n 's/^unlock,4,allies,//p' tests/golden/data/m44-deal.csv) && { cat tests/golden/data/m44-deal.csv; echo "draw,axis,7"; echo "unlock,7,allies,$x"; tail -2 tests/golden/data/m44-deal-end.csv; } >$TMP/d.csv && out=$("$UMPIRE" deal check $TMP/d.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "allies's scalar for position 7 is not the one its secret makes"
--- stdout
--- stderr
umpire: tests/golden/data/m44-deal-bad-unlock.csv:68:8: position 7 is not drawn: a scalar for it would show it before its owner is known
