# heroes: a defensive bonus past -9..9 (65)
cmd: check tests/bad/hn-def-huge.csv
status: 65
sh: cp $ROOT/tests/bad/hn-def-huge.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-def-huge.csv
--- stdout
--- stderr
umpire: tests/bad/hn-def-huge.csv:5:4: defensive bonus 'def=99999999999' is not a number from -9 to 9 or ? (umpire-heroes(7))
