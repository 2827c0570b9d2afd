# The defender's Ambush in a sealed game (B-5 Ambush, B-7; umpire(1), Secret
# hands): the allies hold the Ambush at position 8 of the deal file but have not
# shown it, so resolve --deal refuses the axis assault's ambush=yes (exit 1) and
# writes nothing. Shown with deal open, the assault is resolved and its journal
# row records react=8; verify --deal checks it; a second ambush=yes, the Ambush
# played already, is refused. At the end of the turn the allies draw first:
# deal.due.allies 6 to 7, and verify names the draw the deal file still lacks.
# A journal whose ambush row was resolved without --deal, the Ambush never
# shown, is named by verify --deal at that row.
cmd: resolve tests/golden/data/m44-deal-ambush-state.csv assault from=0604 to=0605 ambush=yes --dice 1,5,5,4,5,5 --deal tests/golden/data/m44-deal-ambush.csv --journal $TMP/j.csv -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/j.csv && test ! -e $TMP/s.csv
sh: cp tests/golden/data/m44-deal-ambush.csv $TMP/d.csv && cp tests/golden/data/m44-deal-ambush-state.csv $TMP/s.csv && "$UMPIRE" deal open $TMP/d.csv tests/golden/data/m44-deal-allies.secret Ambush | grep -q "allies shows Ambush (c03, position 8)" && "$UMPIRE" resolve $TMP/s.csv assault from=0604 to=0605 ambush=yes --dice 1,5,5,4,5,5 --deal $TMP/d.csv --journal $TMP/j.csv --in-place | grep -q "The allies play Ambush" && grep -q ',"dice=1,5,5,4,5,5;draws=0;react=8",' $TMP/j.csv && grep -qx 'set,deal.react.allies,Ambush' $TMP/s.csv
sh: "$UMPIRE" verify $TMP/j.csv --deal $TMP/d.csv | grep -qx "deal $TMP/d.csv: 1 card played, each shown by its mover and played once"
sh: cp $TMP/s.csv $TMP/s0.csv && cp $TMP/j.csv $TMP/j0.csv && out=$("$UMPIRE" resolve $TMP/s.csv assault from=0505 to=0605 ambush=yes --dice 1,5,5,4,5,5 --deal $TMP/d.csv --journal $TMP/j.csv --in-place 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "Ambush, played out of turn: the deal file shows no Ambush opened by allies and not played yet" && cmp -s $TMP/s.csv $TMP/s0.csv && cmp -s $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" resolve $TMP/s.csv end --deal $TMP/d.csv --journal $TMP/j.csv --in-place | grep -q "The allies, who played an Ambush, draw first" && grep -qx 'set,deal.due.allies,7' $TMP/s.csv && grep -qx 'set,deal.due.axis,4' $TMP/s.csv && grep -qx 'set,deal.react.allies,' $TMP/s.csv
sh: out=$("$UMPIRE" verify $TMP/j.csv --deal $TMP/d.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "row 2: the deal file holds 6 draws by allies where the states owe 7: 1 short"
sh: cp tests/golden/data/m44-deal-ambush-state.csv $TMP/t.csv && "$UMPIRE" resolve $TMP/t.csv assault from=0604 to=0605 ambush=yes --dice 1,5,5,4,5,5 --journal $TMP/k.csv --in-place >/dev/null && out=$("$UMPIRE" verify $TMP/k.csv --deal tests/golden/data/m44-deal-ambush.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "row 1: 'assault from=0604 to=0605 ambush=yes': Ambush, played out of turn: the deal file shows no Ambush opened by allies"
--- stdout
--- stderr
umpire: Ambush, played out of turn: the deal file shows no Ambush opened by allies and not played yet: show it first with umpire deal open (B-5 Ambush; B-7; umpire(1), Secret hands)
