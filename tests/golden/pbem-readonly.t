# Issue 13, accident 9: -o silently replaced a read-only file (a rename needs
# only the directory's permission). A file without write permission is not
# replaced, even by root (exit 74); the new state is not written anywhere.
cmd: games
sh: echo "keep me" > $TMP/ro.csv && chmod 444 $TMP/ro.csv && "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv -o $TMP/ro.csv --dice 1,1,6,6 assault from=2129 to=2228 loss=top policy=never >$TMP/o 2>$TMP/e; test $? -eq 74 && test "$(cat $TMP/e)" = "umpire: $TMP/ro.csv: read-only (no write permission): not replaced" && test ! -s $TMP/o
sh: test "$(cat $TMP/ro.csv)" = "keep me" && test -z "$(ls $TMP | grep tmp)"
# --in-place on a read-only state, and a read-only journal: the same
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/s.csv && chmod 444 $TMP/s.csv && "$UMPIRE" resolve $TMP/s.csv --in-place --dice 1,1,6,6 assault from=2129 to=2228 loss=top policy=never 2>$TMP/e >/dev/null; test $? -eq 74 && grep -q "s.csv: read-only" $TMP/e && cmp $TMP/s.csv fixtures/salerno43/commandos-2129.csv
sh: cp tests/golden/data/pbem-lock.csv $TMP/t.csv && "$UMPIRE" resolve $TMP/t.csv --in-place --journal $TMP/j.csv turn >/dev/null && cp $TMP/t.csv $TMP/t0.csv && chmod 444 $TMP/j.csv && "$UMPIRE" resolve $TMP/t.csv --in-place --journal $TMP/j.csv turn 2>$TMP/e >/dev/null; test $? -eq 74 && grep -q "j.csv: read-only" $TMP/e && cmp $TMP/t.csv $TMP/t0.csv
