# The end of a sealed deal: both secrets revealed (umpire deal reveal), `deal
# check` recomputes every lock, order, unlock and open from them and prints the
# whole deal: each position's card and who drew it. A revealed secret that is
# not the committed one is refused; so is an unlock changed after the fact.
cmd: deal check tests/golden/data/m44-deal-end.csv
status: 0
sh: { head -n -1 tests/golden/data/m44-deal-end.csv; echo "reveal,axis,$(sed -n 's/^secret,//p' tests/golden/data/m44-deal-allies.secret)"; } >$TMP/d.csv && out=$("$UMPIRE" deal check $TMP/d.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "a secret that is not the committed one"
sh: x=$(sed -n 's/^unlock,5,allies,//p' tests/golden/data/m44-deal-end.csv) && sed "s/^unlock,4,allies,.*/unlock,4,allies,$x/" tests/golden/data/m44-deal-end.csv >$TMP/d.csv && out=$("$UMPIRE" deal check $TMP/d.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "allies's scalar for position 4"
sh: "$UMPIRE" deal check tests/golden/data/m44-deal.csv tests/golden/data/m44-deal-axis.secret | grep -q "axis: checked with the secret given"
--- stdout
tests/golden/data/m44-deal-end.csv: 12 cards, shuffle done, 7 drawn, 1 shown
allies: secret revealed, every message checked
axis: secret revealed, every message checked
0,c07,Firefight,allies
1,c11,Air Power,allies
2,c09,Attack Centre,allies
3,c04,Recon Right,allies
4,c12,Barrage,axis
5,c05,Move Out!,axis
6,c06,Dig-In,axis
7,c10,Assault Right,draw
8,c03,Ambush,draw
9,c01,Probe Centre,draw
10,c02,Attack Left,draw
11,c08,Probe Left,draw
