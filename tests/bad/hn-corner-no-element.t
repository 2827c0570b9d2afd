# heroes: a corner naming no element (65)
cmd: check tests/bad/hn-corner-no-element.csv
status: 65
sh: cp $ROOT/tests/bad/hn-corner-no-element.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-corner-no-element.csv
--- stdout
--- stderr
umpire: tests/bad/hn-corner-no-element.csv:5:3: no terrain element 'ghost' for this corner (umpire-heroes(7))
