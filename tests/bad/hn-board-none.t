# heroes: no board size and no tiles (65)
cmd: check tests/bad/hn-board-none.csv
status: 65
sh: cp $ROOT/tests/bad/hn-board-none.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-board-none.csv
--- stdout
--- stderr
umpire: tests/bad/hn-board-none.csv: no board: give `set,board,WxH` or `tile` rows (umpire-heroes(7))
