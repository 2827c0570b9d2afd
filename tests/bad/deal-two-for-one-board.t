# Two --deal files for one board (board 2's deal given twice): one deck per
# board (L482), so one deal file per board; resolve refuses (64) and writes
# nothing, verify likewise. Two deals joined with one secret are refused (65):
# a position's scalars depend on the secret and the position alone, so the
# unlocks of the one would open the cards of the other (board 2's deal copied
# as board 3's).
cmd: resolve tests/golden/data/m44-deal2-sealed.csv play --card Firefight board=2 --deal tests/golden/data/m44-deal2.csv --deal tests/golden/data/m44-deal2.csv --journal $TMP/j.csv -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/j.csv && test ! -e $TMP/s.csv
sh: out=$("$UMPIRE" verify tests/golden/data/m44-deal-due-journal.csv --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal-recon.csv 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -qx "umpire: --deal tests/golden/data/m44-deal.csv and --deal tests/golden/data/m44-deal-recon.csv are both deals of board 1: give one deal file per board"
sh: sed 's/^board,2$/board,3/' tests/golden/data/m44-deal2.csv >$TMP/d3.csv && "$UMPIRE" deal check $TMP/d3.csv >/dev/null && out=$("$UMPIRE" resolve tests/golden/data/m44-deal2-sealed.csv play --card Firefight board=2 --deal tests/golden/data/m44-deal2.csv --deal $TMP/d3.csv --journal $TMP/j.csv -o $TMP/s.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -qx "umpire: tests/golden/data/m44-deal2.csv and $TMP/d3.csv: allies joined both deals with one secret, whose unlocks in the one open the cards of the other: each deal needs its own (umpire deal join)" && test ! -e $TMP/s.csv
sh: out=$("$UMPIRE" resolve tests/golden/data/m44-deal2-sealed.csv play --card Firefight board=2 --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal.csv --journal $TMP/j.csv -o $TMP/s.csv 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -qx "umpire: too many --deal options (one per board, 6 boards at most)"
--- stdout
--- stderr
umpire: --deal tests/golden/data/m44-deal2.csv and --deal tests/golden/data/m44-deal2.csv are both deals of board 2: give one deal file per board
