# heroes: a gear count past 20 (65)
cmd: check tests/bad/hn-unit-gear-huge.csv
status: 65
sh: cp $ROOT/tests/bad/hn-unit-gear-huge.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-unit-gear-huge.csv
--- stdout
--- stderr
umpire: tests/bad/hn-unit-gear-huge.csv:7:8: gear knife=99999999999999: give a count from 0 to 20 (umpire-heroes(7))
