# Playing a card of a sealed hand (umpire deal open): umpire checks the card is in
# the player's hand. Refused: the allies naming the axis's Barrage; nothing is
# written. Attack: an open row written by hand, giving position 4 (the axis's
# Barrage) to the allies, or the axis's scalar with another card's id: the
# reader refuses both, since both scalars must turn the position into the card.
cmd: deal open tests/golden/data/m44-deal.csv tests/golden/data/m44-deal-allies.secret Barrage
status: 1
sh: head -n -2 tests/golden/data/m44-deal-end.csv | cmp -s - tests/golden/data/m44-deal.csv
sh: x=$(sed -n 's/^unlock,4,allies,//p' tests/golden/data/m44-deal.csv) && { cat tests/golden/data/m44-deal.csv; echo "open,4,allies,$x,c12"; } >$TMP/d.csv && out=$("$UMPIRE" deal check $TMP/d.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "this message is axis's to send"
sh: cp tests/golden/data/m44-deal.csv $TMP/d.csv && "$UMPIRE" deal open $TMP/d.csv tests/golden/data/m44-deal-axis.secret Barrage >/dev/null && sed 's/,c12$/,c01/' $TMP/d.csv >$TMP/e.csv && out=$("$UMPIRE" deal check $TMP/e.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "is not card 'c01': axis does not hold it there"
sh: cp tests/golden/data/m44-deal.csv $TMP/d.csv && "$UMPIRE" deal open $TMP/d.csv tests/golden/data/m44-deal-axis.secret c12 && ! "$UMPIRE" deal open $TMP/d.csv tests/golden/data/m44-deal-axis.secret Barrage
--- stdout
--- stderr
umpire: the allies hand holds no Barrage (B-5; B-7)
