# Issue 13, item 10: commit hashed "atack from=..." without a word, so a typo
# showed only after the key exchange, when the turn could no longer change.
# commit now parses every line against the game's orders (verb, keys, required
# keys, --card the only option a line may carry), and plays the orders on the
# state as far as the first die, so what the rules refuse before any die shows
# too. Nothing is written (no secret, no ledger line) when a line is refused.
cmd: games
sh: cp tests/golden/data/journal-start.csv $TMP/g.csv && printf 'assault from=4211 to=4111 policy=never loss=top\r\natack from=4212 to=4112\n' > $TMP/turn.txt
sh: "$UMPIRE" commit --ledger $TMP/l0 $TMP/g.csv $TMP/turn.txt 2>$TMP/e; test $? -eq 64 && test "$(cat $TMP/e)" = "umpire: $TMP/turn.txt:2: unknown order 'atack' of salerno43 (see 'umpire orders salerno43')" && test ! -e $TMP/turn.txt.secret && test ! -e $TMP/l0
sh: printf 'assault from=4211 to=4111 polcy=never\n' > $TMP/t2.txt && "$UMPIRE" commit $TMP/g.csv $TMP/t2.txt 2>$TMP/e; test $? -eq 64 && grep -q "^umpire: $TMP/t2.txt:1: assault: unknown argument 'polcy'" $TMP/e
sh: printf '# comment\n\nassault from=4211\n' > $TMP/t3.txt && "$UMPIRE" commit $TMP/g.csv $TMP/t3.txt 2>$TMP/e; test $? -eq 64 && grep -q "^umpire: $TMP/t3.txt:3: assault: missing to=" $TMP/e
sh: printf 'assault from=4211 to=4111 --dice 6,6,6,6\n' > $TMP/t4.txt && "$UMPIRE" commit $TMP/g.csv $TMP/t4.txt 2>$TMP/e; test $? -eq 64 && grep -q "^umpire: $TMP/t4.txt:1: --dice: only --card may follow the order of a committed turn" $TMP/e
sh: printf 'assault from=4211 to=4111 loss=top policy=never --card X\n' > $TMP/t5.txt && "$UMPIRE" commit $TMP/g.csv $TMP/t5.txt 2>$TMP/e; test $? -eq 64 && grep -q "^umpire: $TMP/t5.txt:1: --card: salerno43 draws no cards" $TMP/e
sh: printf 'assault from=4211 to=5111 loss=top policy=never\n' > $TMP/t6.txt && "$UMPIRE" commit $TMP/g.csv $TMP/t6.txt 2>$TMP/e; test $? -ne 0 && grep -q "^umpire: $TMP/t6.txt:1: " $TMP/e && test ! -e $TMP/t6.txt.secret
sh: printf 'assault from=4211 to=4111 loss=top policy=never\nassault from=4212 to=4112 att=us-36,us-m4 loss=top policy=always\n' > $TMP/t7.txt && "$UMPIRE" commit --ledger $TMP/l $TMP/g.csv $TMP/t7.txt 2>$TMP/e >$TMP/c && grep -q "^umpire: $TMP/t7.txt: line 2 checked for its syntax only: the rules may refuse it after the dice of line 1" $TMP/e && grep -q "^sent,$(cat $TMP/c)$" $TMP/l
