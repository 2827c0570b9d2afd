# heroes: a counter value past 99 (65)
cmd: check tests/bad/hn-counter-value-huge.csv
status: 65
sh: cp $ROOT/tests/bad/hn-counter-value-huge.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-counter-value-huge.csv
--- stdout
--- stderr
umpire: tests/bad/hn-counter-value-huge.csv:5:4: mv '1000' is not a number from 0 to 99, '?' or (attack values) '-' (umpire-heroes(7))
