# Issue 13, accident 6: resolving a stale copy of the state (the commonest
# accident of play by e-mail: an older attachment) appended to the journal
# without complaint. resolve --journal refuses a state that is not the journal's
# last, saying which one it is, before anything is written (exit 65): an older
# state of the journal, its first, or none of its states. When the journal is
# ahead of the state by its last row (a crash between the two renames, journal
# first), `verify JOURNAL -o STATE` writes the state the journal ends with.
cmd: games
sh: cp tests/golden/data/pbem-lock.csv $TMP/g.csv && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv turn >/dev/null && cp $TMP/g.csv $TMP/g1.csv && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv turn >/dev/null && cp $TMP/j.csv $TMP/j0.csv
sh: "$UMPIRE" resolve $TMP/g1.csv --in-place --journal $TMP/j.csv turn 2>$TMP/e; test $? -eq 65 && grep -q "^umpire: $TMP/g1.csv is the state after row 1 of $TMP/j.csv ('turn'), not the one the journal ends with (row 2): an older copy?" $TMP/e && cmp $TMP/j.csv $TMP/j0.csv
sh: cp tests/golden/data/pbem-lock.csv $TMP/g0.csv && "$UMPIRE" resolve $TMP/g0.csv -o $TMP/x.csv --journal $TMP/j.csv turn 2>$TMP/e; test $? -eq 65 && grep -q "g0.csv is the first state of $TMP/j.csv, not the one the journal ends with (row 2)" $TMP/e && cmp $TMP/j.csv $TMP/j0.csv && test ! -e $TMP/x.csv
sh: "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv -o $TMP/x.csv --journal $TMP/j.csv turn 2>$TMP/e; test $? -eq 65 && grep -q "commandos-2129.csv is not one of the states of $TMP/j.csv" $TMP/e && cmp $TMP/j.csv $TMP/j0.csv
# the journal one row ahead: verify -o writes the state it ends with
sh: cp $TMP/g.csv $TMP/g2.csv && "$UMPIRE" resolve $TMP/g.csv -o $TMP/g3.csv --journal $TMP/j.csv turn >/dev/null && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv turn 2>$TMP/e; test $? -eq 65 && grep -q "umpire verify $TMP/j.csv -o $TMP/g.csv" $TMP/e
sh: "$UMPIRE" verify $TMP/j.csv -o $TMP/g.csv >/dev/null && cmp $TMP/g.csv $TMP/g3.csv
