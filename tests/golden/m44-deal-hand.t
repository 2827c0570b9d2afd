# A sealed deal (umpire(1) "Secret hands", issue 20): each side reads its own
# hand from the deal file and its secret, and no other. The axis drew positions
# 4-6, the allies 0-3 and showed position 0. Attack: the allies, holding the
# whole file and their own secret, read none of the axis's cards: their hand
# lists only their own positions, and a secret file claiming to be the axis's
# with the allies' secret opens no axis card (each position needs the axis's
# scalar too, which the file never holds until the axis shows the card).
cmd: deal hand tests/golden/data/m44-deal.csv tests/golden/data/m44-deal-axis.secret
status: 0
sh: test "$("$UMPIRE" deal hand tests/golden/data/m44-deal.csv tests/golden/data/m44-deal-allies.secret | cut -d, -f1 | tr '\n' ' ')" = "1 2 3 "
sh: sed 's/^side,allies$/side,axis/' tests/golden/data/m44-deal-allies.secret >$TMP/forged.secret && out=$("$UMPIRE" deal hand tests/golden/data/m44-deal.csv $TMP/forged.secret 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "position 4: allies's unlock opens no card"
sh: test "$(grep -c "^open," tests/golden/data/m44-deal.csv)" = 1 && grep -q "^open,0,allies," tests/golden/data/m44-deal.csv
--- stdout
4,c12,Barrage
5,c05,Move Out!
6,c06,Dig-In
