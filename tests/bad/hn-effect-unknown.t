# heroes: an effect not in the vocabulary (65)
cmd: check tests/bad/hn-effect-unknown.csv
status: 65
sh: cp $ROOT/tests/bad/hn-effect-unknown.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-effect-unknown.csv
--- stdout
--- stderr
umpire: tests/bad/hn-effect-unknown.csv:5:4: unknown effect 'fog' (umpire-heroes(7))
