# The card played is the card shown (umpire(1), Secret hands, step 4; B-7): with
# --deal, resolve refuses a --card its mover never showed in the deal file (Air
# Power, in the Allied hand but not opened; Probe Centre, never drawn by them) and
# writes nothing; Firefight, shown at position 0, is played and its journal row
# records deal=0; the next Allied turn may not play it again. verify --deal checks every row:
# a journal whose second Firefight was resolved without --deal is refused at
# that row. --deal needs the journal that says which cards were played.
cmd: resolve tests/golden/data/m44-deal-sealed.csv play --card "Air Power" --deal tests/golden/data/m44-deal.csv --journal $TMP/j.csv -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/j.csv && test ! -e $TMP/s.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-deal-sealed.csv play --card "Probe Centre" --deal $ROOT/tests/golden/data/m44-deal.csv --journal $TMP/j.csv -o $TMP/s.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "shows no Probe Centre opened by allies" && test ! -e $TMP/j.csv
sh: cp $ROOT/tests/golden/data/m44-deal-sealed.csv $TMP/s.csv && "$UMPIRE" resolve $TMP/s.csv play --card Firefight --deal $ROOT/tests/golden/data/m44-deal.csv --journal $TMP/j.csv --in-place >/dev/null && grep -q ',play,card=Firefight;draws=0;deal=0,' $TMP/j.csv
sh: "$UMPIRE" resolve $TMP/s.csv end --deal $ROOT/tests/golden/data/m44-deal.csv --journal $TMP/j.csv --in-place >/dev/null && "$UMPIRE" resolve $TMP/s.csv end --journal $TMP/j.csv --in-place >/dev/null && test $(grep -c 'deal=' $TMP/j.csv) = 1
sh: cp $TMP/s.csv $TMP/s0.csv && cp $TMP/j.csv $TMP/j0.csv && out=$("$UMPIRE" resolve $TMP/s.csv play --card c07 --deal $ROOT/tests/golden/data/m44-deal.csv --journal $TMP/j.csv --in-place 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not played yet" && cmp -s $TMP/s.csv $TMP/s0.csv && cmp -s $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" verify $TMP/j.csv --deal $ROOT/tests/golden/data/m44-deal.csv | grep -q "1 card played, each shown by its mover and played once"
sh: "$UMPIRE" resolve $TMP/s.csv play --card Firefight --journal $TMP/j.csv --in-place >/dev/null && "$UMPIRE" verify $TMP/j.csv >/dev/null && out=$("$UMPIRE" verify $TMP/j.csv --deal $ROOT/tests/golden/data/m44-deal.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "row 4: 'play': --card Firefight: the deal file shows no Firefight"
sh: out=$("$UMPIRE" resolve $TMP/s0.csv play --card Firefight --deal $ROOT/tests/golden/data/m44-deal.csv -o $TMP/x.csv 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "give --journal FILE" && test ! -e $TMP/x.csv
--- stdout
--- stderr
umpire: --card Air Power: the deal file shows no Air Power opened by allies and not played yet: show it first with umpire deal open (B-7; umpire(1), Secret hands)
