# Commit-then-reveal (umpire(1), "Play by e-mail"): the mover commits to the
# turn's orders and a secret (here a fixed secret written beside the orders, as
# `commit` keeps it, so that the commitment is pinned: python computes the same,
# tests/golden/data/pbem-tool.py commitment); the opponent sends a key; the turn
# is resolved with dice keyed by the seed, the secret, the commitment and the
# key, journaled, and verified. A journal whose orders were changed after the
# key was given (chain recomputed) is refused; another key gives other dice;
# --dice is refused with --orders.
cmd: games
status: 0
sh: cp tests/golden/data/journal-start.csv $TMP/g.csv && cp tests/golden/data/turn.txt $TMP/turn.txt && printf 'secret,00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\nstate,%s\nmover,allied\n' $("$UMPIRE" hash $TMP/g.csv) > $TMP/turn.txt.secret
sh: "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt > $TMP/c 2>$TMP/e && test "$(cat $TMP/c)" = 254649a8e80741f889ef77fb8647b9a0c56c138f24f75527e7fce23d0e74de0f && grep -q "^umpire: $TMP/turn.txt: line 2 checked for its syntax only: the rules may refuse it after the dice of line 1$" $TMP/e
sh: test "$(python3 tests/golden/data/pbem-tool.py commitment $("$UMPIRE" hash $TMP/g.csv) 00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff $TMP/turn.txt)" = 254649a8e80741f889ef77fb8647b9a0c56c138f24f75527e7fce23d0e74de0f
sh: cp $TMP/g.csv $TMP/h.csv && "$UMPIRE" resolve $TMP/g.csv --orders $TMP/turn.txt --key opponent-key-1 --in-place --journal $TMP/j.csv >/dev/null
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv | grep -q ": 2 orders verified;"
sh: grep -q ";commit=254649a8e80741f889ef77fb8647b9a0c56c138f24f75527e7fce23d0e74de0f;key=opponent-key-1;line=2;secret=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff," $TMP/j.csv
sh: sed 's/policy=never loss=top/policy=always loss=top/' $TMP/j.csv > $TMP/x.csv && python3 tests/golden/data/pbem-tool.py rechain $TMP/x.csv > $TMP/f.csv; "$UMPIRE" verify $TMP/f.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 2: the orders revealed do not open the commitment 254649a8e80741f889ef77fb8647b9a0c56c138f24f75527e7fce23d0e74de0f" $TMP/e
sh: "$UMPIRE" resolve $TMP/h.csv --orders $TMP/turn.txt --key another-key -o $TMP/h2.csv >/dev/null && ! cmp -s $TMP/h2.csv $TMP/g.csv
sh: "$UMPIRE" resolve $TMP/h.csv --orders $TMP/turn.txt --key k --dice 1,1 2>/dev/null; test $? -eq 64
