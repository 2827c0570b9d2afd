# heroes: two elements on one square (65)
cmd: check tests/bad/hn-element-overlap.csv
status: 65
sh: cp $ROOT/tests/bad/hn-element-overlap.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-element-overlap.csv
--- stdout
--- stderr
umpire: tests/bad/hn-element-overlap.csv:6:4: square D2 is already in another terrain element (umpire-heroes(7))
