# verify catches each forgery, naming the row (exit 1):
# - a die changed in the journal: the chain of that row is broken;
# - the same change with every chain recomputed (python, BLAKE2b-256 as
#   journal.h defines it): the replay does not give the recorded state;
# - a row removed: the chain of the next row is broken;
# - the state edited by hand between two orders: resolve refuses to journal an
#   order on it (it is not the state the journal ends with), and a journal made
#   by hand that says so (a row's "before" changed, chains recomputed) is named
#   at that order;
# - a final state that is not the one the journal ends with;
# - an order re-rolled: resolved, the state put back, and resolved again (with
#   other dice typed): resolve refuses the state put back (the journal's first
#   state, not its last), and the journal stays as it was.
cmd: games
status: 0
sh: bash tests/golden/data/journal-game.sh $TMP
sh: sed 's/^1,\(.*\)"dice=1,1,6,6;/1,\1"dice=1,1,1,1;/' $TMP/j.csv > $TMP/dice.csv; "$UMPIRE" verify $TMP/dice.csv 2>$TMP/e; test $? -eq 1 && grep -q "^umpire: $TMP/dice.csv:[0-9]*: row 1: the chain is broken" $TMP/e
sh: python3 tests/golden/data/pbem-tool.py rechain $TMP/dice.csv > $TMP/rechained.csv; "$UMPIRE" verify $TMP/rechained.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 1: 'assault from=4211 to=4111 policy=never loss=top' does not give the recorded state" $TMP/e
sh: grep -v '^2,' $TMP/j.csv > $TMP/gap.csv; "$UMPIRE" verify $TMP/gap.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 2: the chain is broken" $TMP/e
sh: cp tests/golden/data/journal-start.csv $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv --in-place --journal $TMP/hj.csv --dice 1,1,6,6 assault from=4211 to=4111 policy=never loss=top >/dev/null && cp $TMP/hj.csv $TMP/hj0.csv && sed -i 's/^unit,uk-3,\(.*\),3,2,1,4,4,/unit,uk-3,\1,3,2,9,9,9,/' $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv --in-place --journal $TMP/hj.csv --dice 1,1,6,6 assault from=4212 to=4112 att=us-36,us-m4 policy=never loss=top 2>$TMP/e >/dev/null; test $? -eq 65 && grep -q "h.csv is not one of the states of $TMP/hj.csv" $TMP/e && cmp $TMP/hj.csv $TMP/hj0.csv
sh: python3 tests/golden/data/pbem-tool.py forge $TMP/j.csv 2 before 0000000000000000000000000000000000000000000000000000000000000000 > $TMP/edited.csv; "$UMPIRE" verify $TMP/edited.csv 2>$TMP/e; test $? -eq 1 && grep -q "row 2: the state was edited by hand before this order" $TMP/e
sh: "$UMPIRE" verify $TMP/j.csv tests/golden/data/journal-start.csv 2>$TMP/e; test $? -eq 1 && grep -q "journal-start.csv is not the state the journal ends with" $TMP/e
sh: cp tests/golden/data/journal-start.csv $TMP/r.csv && cp $TMP/r.csv $TMP/r0.csv && "$UMPIRE" resolve $TMP/r.csv --in-place --journal $TMP/rj.csv --dice 6,6,1,1 assault from=4211 to=4111 policy=never loss=top >/dev/null && cp $TMP/rj.csv $TMP/rj0.csv && cp $TMP/r0.csv $TMP/r.csv && "$UMPIRE" resolve $TMP/r.csv --in-place --journal $TMP/rj.csv --dice 1,1,6,6 assault from=4211 to=4111 policy=never loss=top 2>$TMP/e >/dev/null; test $? -eq 65 && grep -q "r.csv is the first state of $TMP/rj.csv, not the one the journal ends with (row 1)" $TMP/e && cmp $TMP/rj.csv $TMP/rj0.csv
