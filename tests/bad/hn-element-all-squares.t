# heroes: a 256x256 element: too many squares for one row, refused (65)
cmd: check tests/bad/hn-element-all-squares.csv
status: 65
sh: cp $ROOT/tests/bad/hn-element-all-squares.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-element-all-squares.csv
--- stdout
--- stderr
umpire: tests/bad/hn-element-all-squares.csv:5:4: 'A1:IV256' holds more squares than one row may give (umpire-heroes(7))
