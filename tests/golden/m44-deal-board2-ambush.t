# An Ambush on board 2 of a two-board sealed game (B-5 Ambush; umpire(1),
# Secret hands): the axis hold it at position 6 of board 2's deal. Not shown,
# the allies' assault with ambush=yes is refused (exit 1, nothing written).
# Shown, the assault is resolved: the state records it in
# set,deal.react.axis.2 and the journal react=2:6. At the end of the turn the
# axis draw first on board 2 (deal.due.axis.2 3 to 4), board 1's counts
# untouched; verify checks the Ambush against board 2's deal, and names the
# draw the deal file lacks. Before the end, the state owes the axis no draw on
# board 2 (deal draw --state refuses, exit 1); a state without board 2's keys
# is not a sealed board 2 (65).
cmd: deal draw tests/golden/data/m44-deal2.csv axis --state tests/golden/data/m44-deal2-sealed.csv
status: 1
sh: cp tests/golden/data/m44-deal2.csv $TMP/d2.csv && cp tests/golden/data/m44-deal2-sealed.csv $TMP/s.csv && "$UMPIRE" deal open $TMP/d2.csv tests/golden/data/m44-deal2-allies.secret "Assault Left" >/dev/null && "$UMPIRE" resolve $TMP/s.csv play --card "Assault Left" board=2 --deal tests/golden/data/m44-deal.csv --deal $TMP/d2.csv --journal $TMP/j.csv --in-place >/dev/null && "$UMPIRE" resolve $TMP/s.csv order units=gb-inf-2 --deal tests/golden/data/m44-deal.csv --deal $TMP/d2.csv --journal $TMP/j.csv --in-place >/dev/null && grep -q ';deal=2:2,' $TMP/j.csv
sh: cp $TMP/s.csv $TMP/s0.csv && cp $TMP/j.csv $TMP/j0.csv && out=$("$UMPIRE" resolve $TMP/s.csv assault from=2005 to=2004 ambush=yes --dice 1,5,5,4,5,5 --deal tests/golden/data/m44-deal.csv --deal $TMP/d2.csv --journal $TMP/j.csv --in-place 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -qx "umpire: Ambush, played out of turn: the deal file shows no Ambush opened by axis and not played yet: show it first with umpire deal open (B-5 Ambush; B-7; umpire(1), Secret hands)" && cmp -s $TMP/s.csv $TMP/s0.csv && cmp -s $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" deal open $TMP/d2.csv tests/golden/data/m44-deal2-axis.secret Ambush | grep -qx "axis shows Ambush (d12, position 6)" && "$UMPIRE" resolve $TMP/s.csv assault from=2005 to=2004 ambush=yes --dice 1,5,5,4,5,5 --deal tests/golden/data/m44-deal.csv --deal $TMP/d2.csv --journal $TMP/j.csv --in-place | grep -q "The axis play Ambush" && grep -q ';react=2:6",' $TMP/j.csv && grep -qx 'set,deal.react.axis.2,Ambush' $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv end --deal tests/golden/data/m44-deal.csv --deal $TMP/d2.csv --journal $TMP/j.csv --in-place | grep -qx "The axis, who played an Ambush, draw first: the sealed deal owes them 1 card (deal.due.axis.2 = 4) (B-5 Ambush)." && grep -qx 'set,deal.due.axis.2,4' $TMP/s.csv && grep -qx 'set,deal.due.axis,3' $TMP/s.csv && grep -qx 'set,deal.react.axis.2,' $TMP/s.csv
sh: cp tests/golden/data/m44-deal.csv $TMP/d1.csv && "$UMPIRE" deal draw $TMP/d1.csv allies --state $TMP/s.csv >/dev/null && "$UMPIRE" deal draw $TMP/d2.csv allies --state $TMP/s.csv >/dev/null && out=$("$UMPIRE" verify $TMP/j.csv --deal $TMP/d1.csv --deal $TMP/d2.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "row 4: board 2 ($TMP/d2.csv): the deal file holds 3 draws by axis where the states owe 4: 1 short"
sh: "$UMPIRE" deal draw $TMP/d2.csv axis --state $TMP/s.csv >/dev/null && "$UMPIRE" verify $TMP/j.csv --deal $TMP/d1.csv --deal $TMP/d2.csv | grep -qx "deal $TMP/d2.csv: 2 cards played, each shown by its mover and played once"
sh: out=$("$UMPIRE" deal draw $TMP/d2.csv axis --state tests/golden/data/m44-deal-due.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "no set,deal.due.axis.2: not the state of a sealed game"
--- stdout
--- stderr
umpire: tests/golden/data/m44-deal2-sealed.csv owes axis.2 no draw: 3 owed since the deal began, 3 drawn (B-5)
