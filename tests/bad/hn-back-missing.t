# heroes: a unit on its back face whose counter has none (65)
cmd: check tests/bad/hn-back-missing.csv
status: 65
sh: cp $ROOT/tests/bad/hn-back-missing.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-back-missing.csv
--- stdout
--- stderr
umpire: tests/bad/hn-back-missing.csv:7:6: counter 'rifles' has no back face to show (its 'back' column names none) (umpire-heroes(7))
