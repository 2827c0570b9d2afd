# deal draw --state STATE draws what the state owes (umpire(1), Secret hands;
# B-5): set,deal.due.SIDE, the draws owed since the deal began, less the
# side's draw rows. Before the end of the Recon's turn the state owes the
# allies nothing, and a draw is refused (exit 1), the deal file unchanged; after
# it, 3 are refused (2 owed), no count draws the 2 owed (positions 7 and 8),
# and one more is refused. A state that is not a sealed game's (no deal.due
# row) is bad data; a state of another game a usage error. A card from a draw
# the state does not owe yet (the axis drawing ahead of their turn's end) is
# refused when played.
cmd: deal draw tests/golden/data/m44-deal-recon.csv allies 1 --state tests/golden/data/m44-deal-due.csv
status: 1
sh: test $(grep -c '^draw,' tests/golden/data/m44-deal-recon.csv) = 7
sh: cp tests/golden/data/m44-deal-recon.csv $TMP/d.csv && cp $TMP/d.csv $TMP/d0.csv && "$UMPIRE" resolve tests/golden/data/m44-deal-due.csv end -o $TMP/s.csv >/dev/null && out=$("$UMPIRE" deal draw $TMP/d.csv allies 3 --state $TMP/s.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "owes allies 2 draws, not 3: 6 owed since the deal began, 4 drawn (B-5)" && cmp -s $TMP/d.csv $TMP/d0.csv
sh: "$UMPIRE" deal draw $TMP/d.csv allies --state $TMP/s.csv | grep -q "allies draws positions 7 to 8" && test $(grep -c '^draw,allies,' $TMP/d.csv) = 6
sh: cp $TMP/d.csv $TMP/d1.csv && out=$("$UMPIRE" deal draw $TMP/d.csv allies --state $TMP/s.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "owes allies no draw: 6 owed since the deal began, 6 drawn" && cmp -s $TMP/d.csv $TMP/d1.csv
sh: out=$("$UMPIRE" deal draw $TMP/d.csv axis --state tests/golden/data/m44-deal-sealed.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "no set,deal.due.axis: not the state of a sealed game"
sh: out=$("$UMPIRE" deal draw $TMP/d.csv axis --state fixtures/salerno43/commandos-2129.csv 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "is a state of salerno43, the deal one of memoir44" && cmp -s $TMP/d.csv $TMP/d1.csv
sh: cp tests/golden/data/m44-deal-ambush.csv $TMP/a.csv && "$UMPIRE" deal draw $TMP/a.csv axis >/dev/null && "$UMPIRE" deal unlock $TMP/a.csv tests/golden/data/m44-deal-allies.secret >/dev/null && "$UMPIRE" deal open $TMP/a.csv tests/golden/data/m44-deal-axis.secret "Probe Centre" >/dev/null && sed 's/^set,card.axis,Move Out!$/set,card.axis,/' tests/golden/data/m44-deal-ambush-state.csv >$TMP/x.csv && out=$("$UMPIRE" resolve $TMP/x.csv play --card "Probe Centre" --deal $TMP/a.csv --journal $TMP/j.csv -o $TMP/y.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "Probe Centre: position 9 is draw 4 of axis, which the state does not owe yet (set,deal.due.axis,3) (B-5; B-7)" && test ! -e $TMP/y.csv
--- stdout
--- stderr
umpire: tests/golden/data/m44-deal-due.csv owes allies no draw: 4 owed since the deal began, 4 drawn (B-5)
