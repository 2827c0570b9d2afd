# Found by fuzz_ledger: a comment line indented by blanks ("\t# ...") was kept as
# an order "# ..." by the normalisation, which then did not normalise to itself,
# so verify would refuse an honest turn's revealed orders (and commit refused it
# as an unknown order '#'). A line whose first character other than blanks is
# '#' is a comment: the turn commits, resolves and verifies.
cmd: games
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/g.csv && cp tests/bad/orders-indented-comment.txt $TMP/t.txt && "$UMPIRE" commit $TMP/g.csv $TMP/t.txt >/dev/null && "$UMPIRE" resolve $TMP/g.csv --orders $TMP/t.txt --key k --in-place --journal $TMP/j.csv >/dev/null && "$UMPIRE" verify $TMP/j.csv $TMP/g.csv | grep -q ": 1 order verified;"
