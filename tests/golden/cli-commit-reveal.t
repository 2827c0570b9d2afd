# Commit-then-reveal (umpire(1)): the mover commits to the turn's orders (the
# commitment is a function of the state and the normalised orders alone: here
# 4e98adfec8e00aaaf5ae9ef62dc105f2859bca63334124077fc671ab150ec29e); the opponent sends a key; the turn is resolved with dice
# keyed by seed, commitment and key, journaled, and verified. A journal whose
# orders were changed after the key was given (chain recomputed) is refused.
cmd: commit tests/golden/data/journal-start.csv tests/golden/data/turn.txt
status: 0
sh: cp tests/golden/data/journal-start.csv $TMP/g.csv && "$UMPIRE" resolve $TMP/g.csv --orders tests/golden/data/turn.txt --key opponent-key-1 --in-place --journal $TMP/j.csv >/dev/null
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv | grep -q ": 2 orders verified;"
sh: grep -q ";commit=4e98adfec8e00aaaf5ae9ef62dc105f2859bca63334124077fc671ab150ec29e;key=opponent-key-1" $TMP/j.csv
sh: sed 's/policy=never loss=top,/policy=always loss=top,/' $TMP/j.csv > $TMP/x.csv && python3 tests/golden/data/journal-rechain.py $TMP/x.csv > $TMP/f.csv; "$UMPIRE" verify $TMP/f.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: the orders of this turn are not the ones committed to" $TMP/e
sh: cp tests/golden/data/journal-start.csv $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv --orders tests/golden/data/turn.txt --key another-key -o $TMP/h2.csv >/dev/null && ! cmp -s $TMP/h2.csv $TMP/g.csv
sh: "$UMPIRE" resolve $TMP/h.csv --orders tests/golden/data/turn.txt --key k --dice 1,1 2>/dev/null; test $? -eq 64
--- stdout
4e98adfec8e00aaaf5ae9ef62dc105f2859bca63334124077fc671ab150ec29e
