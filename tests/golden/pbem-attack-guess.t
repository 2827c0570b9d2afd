# Issue 13, attack 1: the commitment hid nothing. It was a hash of the state and
# the orders alone, so the opponent recovered the orders by guessing them (120
# guesses), then picked his key. Now it also hashes a secret of 32 random bytes
# drawn by `commit` and kept beside the orders file (FILE.secret, mode 0600):
# the same orders on the same state commit differently with another secret, and
# the old formula (computed by python on its own) no longer gives it.
# The attack itself: the opponent commits each of 144 plausible assaults from
# 2129 as umpire did before (python, tests/golden/data/pbem-tool.py guess) until
# one gives the commitment he received: on the older main the orders were found
# at the 105th guess; now none of them gives it, though the orders are among them.
cmd: games
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/a.csv && echo "assault from=2129 to=2228 loss=top policy=always" > $TMP/a.txt && "$UMPIRE" commit $TMP/a.csv $TMP/a.txt 2>/dev/null > $TMP/ac && python3 tests/golden/data/pbem-tool.py guesses | grep -qx "assault from=2129 to=2228 loss=top policy=always" && python3 tests/golden/data/pbem-tool.py guess $TMP/a.csv $(cat $TMP/ac) | grep -qx "not found in 144 guesses"
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/g.csv && echo "assault from=2129 to=2228 loss=top policy=always" > $TMP/turn.txt
sh: "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt > $TMP/c1 && rm $TMP/turn.txt.secret && "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt > $TMP/c2 && ! cmp -s $TMP/c1 $TMP/c2
sh: python3 tests/golden/data/pbem-tool.py old-commit $TMP/g.csv $TMP/turn.txt > $TMP/old && ! cmp -s $TMP/old $TMP/c1 && ! cmp -s $TMP/old $TMP/c2
sh: test "$(stat -c %a $TMP/turn.txt.secret)" = 600
# committing again on the same state keeps the secret: the same commitment
sh: "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt | cmp - $TMP/c2
