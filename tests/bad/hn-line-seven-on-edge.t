# heroes: seven Lines on one edge: refused, no overflow (65)
cmd: check tests/bad/hn-line-seven-on-edge.csv
status: 65
sh: cp $ROOT/tests/bad/hn-line-seven-on-edge.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-line-seven-on-edge.csv
--- stdout
--- stderr
umpire: tests/bad/hn-line-seven-on-edge.csv:11:3: more than 6 Lines on one edge (umpire-heroes(7))
