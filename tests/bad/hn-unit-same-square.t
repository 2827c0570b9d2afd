# heroes: two units on one square (65)
cmd: check tests/bad/hn-unit-same-square.csv
status: 65
sh: cp $ROOT/tests/bad/hn-unit-same-square.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-unit-same-square.csv
--- stdout
--- stderr
umpire: tests/bad/hn-unit-same-square.csv:8:5: unit b stands on C3, where a already is (umpire-heroes(7))
