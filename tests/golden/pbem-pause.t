# Issue 13, item 10: committed turns that fit real turns. The mover had to name
# the opponent's choices in advance. Now a decision of the opponent met during a
# committed turn pauses it: the state records the decision and the turn ("turn:
# COMMITMENT:LINE"), never the turn's dice seed, and the journal does not reveal
# the secret yet, so the opponent cannot compute the dice to come before he
# answers (python's own computation of them is in neither file). He records his
# answer in his ledger and sends it; the mover goes on with the same keyed dice:
# the game ends as if the answer had been in the orders. verify, at the pause,
# says the turn awaits its reveal; after it, checks the answer against the
# ledger. A decision of the mover's own side is refused (he knows the dice to
# come): that line is journaled as refused and the turn goes on.
cmd: games
sh: bash tests/golden/data/pbem-turn.sh $TMP tests/golden/data/journal-start.csv tests/golden/data/pbem-pause.txt allied key-1 && grep -q "^The turn pauses at line 1 ($TMP/turn.txt:2): axis decides continue= (one of yes|no)" $TMP/log
sh: grep -q "^pending,1,axis,continue,yes|no,.*,turn:$(cat $TMP/commit):1$" $TMP/g.csv
sh: python3 tests/golden/data/pbem-tool.py dice-seed $TMP/g0.csv 00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff $(cat $TMP/commit) key-1 > $TMP/T && ! grep -q -e "$(cat $TMP/T)" -e 00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff $TMP/g.csv $TMP/j.csv
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv --ledger $TMP/bruno.ledger > $TMP/o && grep -q "^rows 1-1 (allied): committed turn $(head -c 12 $TMP/commit), awaiting the reveal$" $TMP/o && grep -q ": 0 orders verified, 1 awaiting the reveal;" $TMP/o
sh: cp $TMP/g.csv $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv decide no 2>$TMP/e >/dev/null; test $? -eq 64 && grep -q "decide: this decision belongs to the committed turn $(head -c 12 $TMP/commit)" $TMP/e
sh: cp $TMP/g.csv $TMP/h.csv && cp $TMP/j.csv $TMP/hj.csv && test "$("$UMPIRE" key --ledger $TMP/bruno.ledger $(cat $TMP/commit) decide no)" = "decide no"
sh: "$UMPIRE" resolve $TMP/g.csv --orders $TMP/turn.txt --key key-1 --in-place --journal $TMP/j.csv decide no > $TMP/log2 && "$UMPIRE" verify $TMP/j.csv $TMP/g.csv --ledger $TMP/bruno.ledger > $TMP/o && grep -q "^row 2 (allied): committed turn $(head -c 12 $TMP/commit), line 1: the answer 'no', 4 dice from its keyed stream (draws 0-3)$" $TMP/o && grep -q ": 3 orders verified;" $TMP/o
# the same keyed dice: the orders with the answer in them, resolved with the seed python computes, end alike
sh: cp $TMP/g0.csv $TMP/x.csv && "$UMPIRE" resolve $TMP/x.csv --in-place --seed $(cat $TMP/T) assault from=4212 to=4112 att=us-36,us-m4 loss=top continue=no >/dev/null && "$UMPIRE" resolve $TMP/x.csv --in-place --seed $(cat $TMP/T) assault from=4211 to=4111 policy=never loss=top >/dev/null && test "$("$UMPIRE" hash $TMP/x.csv)" = "$("$UMPIRE" hash $TMP/g.csv)"
# the mover answers "yes" where Bruno sent "no": Bruno's ledger names the row
sh: "$UMPIRE" resolve $TMP/h.csv --orders $TMP/turn.txt --key key-1 --in-place --journal $TMP/hj.csv decide yes >/dev/null && "$UMPIRE" verify $TMP/hj.csv --ledger $TMP/bruno.ledger 2>$TMP/e; test $? -eq 1 && grep -q "row 2: the answer 'yes' to the decision of the turn $(head -c 12 $TMP/commit)... is not the one you sent ('no', $TMP/bruno.ledger:3)" $TMP/e
# a decision of the mover's own side: the line is refused, the turn goes on
sh: mkdir $TMP/m && bash tests/golden/data/pbem-turn.sh $TMP/m tests/golden/data/journal-start.csv tests/golden/data/pbem-pause.txt allied key-18 && grep -q "^Line 1 of the turn ($TMP/m/turn.txt:2) refused by the rules: it waits for a decision of allied, the mover, for continue= (one of yes|no): a committed turn names the mover's choices in its orders; the turn goes on" $TMP/m/log && "$UMPIRE" verify $TMP/m/j.csv $TMP/m/g.csv --ledger $TMP/m/bruno.ledger | grep -q ": 2 orders verified;"
# an answer is 1 to 256 bytes of printable text, refused beyond (nothing added)
sh: cp $TMP/bruno.ledger $TMP/b0 && "$UMPIRE" key --ledger $TMP/bruno.ledger $(cat $TMP/commit) decide $(python3 -c "print('y' * 257)") 2>/dev/null; test $? -eq 64 && cmp $TMP/bruno.ledger $TMP/b0
