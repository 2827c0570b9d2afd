# A two-board sealed game (umpire(1), Secret hands; one deck per board, L482):
# board 1's cards are in m44-deal.csv, board 2's in m44-deal2.csv, and the
# state owes each board's draws in its own keys (set,deal.due.SIDE.2 for board
# 2). The allies' Firefight on board 2 is refused when only board 1's deal file
# is given, though board 1's deal shows a Firefight too: board 2 is sealed and
# its deal is missing (exit 1, nothing written). With both files it is played,
# shown at position 0 of board 2's deal: the journal records deal=2:0. Recon
# Right, shown in board 1's deal only, is refused on board 2. The end of the
# turn owes the allies a draw on each board (deal.due.allies.2 = 5); deal draw
# --state draws it from board 2's deal (position 7); verify checks both deal
# files, names board 2's short draw when only board 1's was made, and the
# card of board 2 when only board 1's file is given.
cmd: resolve tests/golden/data/m44-deal2-sealed.csv play --card Firefight board=2 --deal tests/golden/data/m44-deal.csv --journal $TMP/j.csv -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/j.csv && test ! -e $TMP/s.csv
sh: cp tests/golden/data/m44-deal2-sealed.csv $TMP/s.csv && "$UMPIRE" resolve $TMP/s.csv play --card Firefight board=2 --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal2.csv --journal $TMP/j.csv --in-place | grep -q "The allies play Firefight" && grep -q ',play board=2,card=Firefight;draws=0;deal=2:0,' $TMP/j.csv && grep -qx 'set,card.allies.2,Firefight' $TMP/s.csv
sh: out=$("$UMPIRE" resolve tests/golden/data/m44-deal2-sealed.csv play --card "Recon Right" board=2 --deal tests/golden/data/m44-deal-recon.csv --deal tests/golden/data/m44-deal2.csv --journal $TMP/k.csv -o $TMP/x.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -qx "umpire: Recon Right: played on board 2: --card Recon Right: the deal file shows no Recon Right opened by allies and not played yet: show it first with umpire deal open (B-7; umpire(1), Secret hands)" && test ! -e $TMP/x.csv
sh: "$UMPIRE" resolve $TMP/s.csv end --deal tests/golden/data/m44-deal.csv --deal tests/golden/data/m44-deal2.csv --journal $TMP/j.csv --in-place | grep -qx "The allies draw 1 card from the sealed deal (deal.due.allies.2 = 5; umpire deal draw DEAL allies --state STATE) (B-5)." && grep -qx 'set,deal.due.allies.2,5' $TMP/s.csv && grep -qx 'set,deal.due.allies,5' $TMP/s.csv && grep -qx 'set,hand.allies.2,4' $TMP/s.csv
sh: cp tests/golden/data/m44-deal.csv $TMP/d1.csv && cp tests/golden/data/m44-deal2.csv $TMP/d2.csv && "$UMPIRE" deal draw $TMP/d1.csv allies --state $TMP/s.csv >/dev/null && out=$("$UMPIRE" verify $TMP/j.csv --deal $TMP/d1.csv --deal $TMP/d2.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -qx "umpire: $TMP/j.csv:35: row 2: board 2 ($TMP/d2.csv): the deal file holds 4 draws by allies where the states owe 5: 1 short (umpire deal draw DEAL allies --state STATE) (B-5)"
sh: "$UMPIRE" deal draw $TMP/d2.csv allies --state $TMP/s.csv | grep -qx "allies draws positions 7 to 7; axis unlocks them next (umpire deal unlock)" && out=$("$UMPIRE" deal draw $TMP/d2.csv allies --state $TMP/s.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "owes allies.2 no draw: 5 owed since the deal began, 5 drawn (B-5)"
sh: "$UMPIRE" verify $TMP/j.csv --deal $TMP/d2.csv --deal $TMP/d1.csv >$TMP/v.out && grep -qx "deal $TMP/d2.csv: 1 card played, each shown by its mover and played once" $TMP/v.out && grep -qx "deal $TMP/d2.csv: allies drew 5, axis 3, as the states owe" $TMP/v.out && grep -qx "deal $TMP/d1.csv: allies drew 5, axis 3, as the states owe" $TMP/v.out
sh: out=$("$UMPIRE" verify $TMP/j.csv --deal $TMP/d1.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -qx "umpire: $TMP/j.csv:34: row 1: 'play board=2': Firefight: played on board 2, which is sealed (no card rows of it, set,deal.due), and no --deal names its deal file (umpire deal new --board 2) (B-7; umpire(1), Secret hands)"
--- stdout
--- stderr
umpire: Firefight: played on board 2, which is sealed (no card rows of it, set,deal.due), and no --deal names its deal file (umpire deal new --board 2) (B-7; umpire(1), Secret hands)
