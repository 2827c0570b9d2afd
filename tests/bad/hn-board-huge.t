# heroes: the board is bounded: refused at its cell (65)
cmd: check tests/bad/hn-board-huge.csv
status: 65
sh: cp $ROOT/tests/bad/hn-board-huge.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-board-huge.csv
--- stdout
--- stderr
umpire: tests/bad/hn-board-huge.csv:3:3: board '9999x9999' is not WxH squares (at most 256x256) (umpire-heroes(7))
