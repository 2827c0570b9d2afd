# Issue 13, attack 2: hand-made journals that verify waved through. The forger
# knows the format (tests/golden/data/pbem-tool.py recomputes every chain) and,
# once the turn is revealed, its secret and key: he can replay other orders with
# the turn's very dice. Each forgery is named by its row (exit 1):
# - other orders replayed with the turn's dice (all hashes consistent): the
#   revealed orders do not open the commitment;
# - the old bypass: the row before the turn mentions the commitment (a no-dice
#   order typed with --seed COMMITMENT), which made verify skip the check;
# - a row with commit= and no key= (replayed with plain dice before);
# - key= without commit=, a secret that does not open the commitment, a line of
#   the turn left out, a turn left unrevealed before another order.
cmd: games
sh: bash tests/golden/data/pbem-game.sh $TMP
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv >/dev/null
# the forger replays "policy=always" for the first line with the turn's own dice
sh: python3 tests/golden/data/pbem-tool.py dice-seed $TMP/g0.csv $(sed -n 's/.*;secret=\([0-9a-f]*\).*/\1/p' $TMP/j.csv) $(cat $TMP/commit) $(cat $TMP/key) > $TMP/T && sed 's/policy=never/policy=always/' $TMP/turn.txt > $TMP/forged.txt && cp $TMP/g0.csv $TMP/f.csv && "$UMPIRE" resolve $TMP/f.csv --in-place --journal $TMP/fj.csv --seed $(cat $TMP/T) assault from=4211 to=4111 policy=always loss=top >/dev/null && "$UMPIRE" resolve $TMP/f.csv --in-place --journal $TMP/fj.csv --seed $(cat $TMP/T) assault from=4212 to=4112 att=us-36,us-m4 loss=top policy=always >/dev/null
sh: python3 tests/golden/data/pbem-tool.py forge-turn $TMP/fj.csv $(cat $TMP/commit) $(cat $TMP/key) $(sed -n 's/.*;secret=\([0-9a-f]*\).*/\1/p' $TMP/j.csv) $TMP/forged.txt > $TMP/f2.csv && "$UMPIRE" verify $TMP/f2.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 2: the orders revealed do not open the commitment $(head -c 12 $TMP/commit)" $TMP/e
# the old bypass: a row before the turn whose chance record holds the commitment
# (the turn is committed on the state after that row, and that row is typed
# with --seed of the very commitment, as the forger did)
sh: mkdir $TMP/b && cp $TMP/g0.csv $TMP/b/b.csv && cp $TMP/turn.txt $TMP/b/turn.txt && "$UMPIRE" resolve $TMP/b/b.csv -o $TMP/b/b1.csv supply side=allied >/dev/null && "$UMPIRE" commit $TMP/b/b1.csv $TMP/b/turn.txt > $TMP/bc 2>/dev/null && "$UMPIRE" resolve $TMP/b/b.csv --in-place --journal $TMP/bj.csv --seed $(cat $TMP/bc) supply side=allied >/dev/null && cmp $TMP/b/b.csv $TMP/b/b1.csv && grep -q "seed=$(cat $TMP/bc)" $TMP/bj.csv && "$UMPIRE" resolve $TMP/b/b.csv --in-place --journal $TMP/bj.csv --orders $TMP/b/turn.txt --key k >/dev/null && grep -q "commit=$(cat $TMP/bc)" $TMP/bj.csv && "$UMPIRE" verify $TMP/bj.csv >/dev/null
sh: sed 's/policy=never/policy=always/' $TMP/bj.csv > $TMP/bx.csv && python3 tests/golden/data/pbem-tool.py rechain $TMP/bx.csv > $TMP/by.csv && "$UMPIRE" verify $TMP/by.csv 2>$TMP/e; test $? -eq 1 && grep -q "row [23]: the orders revealed do not open the commitment" $TMP/e
# commit= without key=, and key= without commit=
sh: python3 tests/golden/data/pbem-tool.py chance $TMP/j.csv 1 key > $TMP/nokey.csv && "$UMPIRE" verify $TMP/nokey.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: commit= without key=" $TMP/e
sh: python3 tests/golden/data/pbem-tool.py chance $TMP/j.csv 1 commit > $TMP/nocommit.csv && "$UMPIRE" verify $TMP/nocommit.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: key= without commit=" $TMP/e
# a secret that does not open the commitment
sh: python3 tests/golden/data/pbem-tool.py chance $TMP/j.csv 2 secret 0000000000000000000000000000000000000000000000000000000000000000 > $TMP/sec.csv && "$UMPIRE" verify $TMP/sec.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 2: the orders revealed do not open the commitment" $TMP/e
# the first line's row left out
sh: python3 tests/golden/data/pbem-tool.py drop $TMP/j.csv 1 > $TMP/gap.csv && "$UMPIRE" verify $TMP/gap.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: " $TMP/e
# the turn's end (its secret) removed: at the end of the journal, the turn
# awaits its reveal (exit 0, saying so); with an order after it, it is named
sh: python3 tests/golden/data/pbem-tool.py chance $TMP/j.csv 2 secret > $TMP/x.csv && python3 tests/golden/data/pbem-tool.py forge $TMP/x.csv 2 text "" > $TMP/unrevealed.csv && "$UMPIRE" verify $TMP/unrevealed.csv | grep -q ": 0 orders verified, 2 awaiting the reveal;"
sh: cp $TMP/g.csv $TMP/k.csv && cp $TMP/j.csv $TMP/kj.csv && "$UMPIRE" resolve $TMP/k.csv --in-place --journal $TMP/kj.csv supply side=allied >/dev/null && python3 tests/golden/data/pbem-tool.py chance $TMP/kj.csv 2 secret > $TMP/x.csv && python3 tests/golden/data/pbem-tool.py forge $TMP/x.csv 2 text "" > $TMP/left.csv && "$UMPIRE" verify $TMP/left.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 2: the turn committed as $(cat $TMP/commit) (rows 1-2) ends here without revealing its secret, and the journal goes on" $TMP/e
