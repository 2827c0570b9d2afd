# verify --deal checks the deal file's draws against what the states owed (B-5;
# umpire(1), Secret hands): the journal of the Recon's end owes the allies 6
# draws since the deal began, the deal file gives them 4: verify names the row
# that owed them and the 2 short. With the 2 drawn but the discard not shown,
# it names that; with the discard shown (Assault Right, m44-deal-ambush.csv) it
# passes; with both shown, or a draw beyond what is owed, it names them.
cmd: verify tests/golden/data/m44-deal-due-journal.csv --deal tests/golden/data/m44-deal-recon.csv
status: 1
sh: "$UMPIRE" verify tests/golden/data/m44-deal-due-journal.csv --deal tests/golden/data/m44-deal-ambush.csv | grep -qx "deal tests/golden/data/m44-deal-ambush.csv: allies drew 6, axis 3, as the states owe"
sh: cp tests/golden/data/m44-deal-recon.csv $TMP/d.csv && "$UMPIRE" deal draw $TMP/d.csv allies 2 >/dev/null && "$UMPIRE" deal unlock $TMP/d.csv tests/golden/data/m44-deal-axis.secret >/dev/null && out=$("$UMPIRE" verify tests/golden/data/m44-deal-due-journal.csv --deal $TMP/d.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "row 1: of the 2 cards allies drew here, 1 must be shown as discarded (umpire deal open) and never played; the deal file shows 0 (B-5 Recon)"
sh: cp tests/golden/data/m44-deal-ambush.csv $TMP/b.csv && "$UMPIRE" deal open $TMP/b.csv tests/golden/data/m44-deal-allies.secret Ambush >/dev/null && out=$("$UMPIRE" verify tests/golden/data/m44-deal-due-journal.csv --deal $TMP/b.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "the deal file shows 2 (B-5 Recon)"
sh: cp tests/golden/data/m44-deal-ambush.csv $TMP/o.csv && "$UMPIRE" deal draw $TMP/o.csv allies >/dev/null && out=$("$UMPIRE" verify tests/golden/data/m44-deal-due-journal.csv --deal $TMP/o.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "row 1: the deal file holds 7 draws by allies where the states owe 6: 1 drawn beyond what is owed (B-5)"
--- stdout
--- stderr
umpire: tests/golden/data/m44-deal-due-journal.csv:27: row 1: the deal file holds 4 draws by allies where the states owe 6: 2 short (umpire deal draw DEAL allies --state STATE) (B-5)
