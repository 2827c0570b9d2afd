# heroes: a flag not in the vocabulary (65)
cmd: check tests/bad/hn-unit-flag-unknown.csv
status: 65
sh: cp $ROOT/tests/bad/hn-unit-flag-unknown.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-unit-flag-unknown.csv
--- stdout
--- stderr
umpire: tests/bad/hn-unit-flag-unknown.csv:7:7: unknown flag 'smoking' (suppressed, activated, ambushed, inactive, charge, order=N, aboard=ID, prisoner=ID, carry=KIND, speed=X|2|4|6, facing=n|e|s|w) (umpire-heroes(7))
