# heroes: a Line off the board (65)
cmd: check tests/bad/hn-run-off-board.csv
status: 65
sh: cp $ROOT/tests/bad/hn-run-off-board.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-run-off-board.csv
--- stdout
--- stderr
umpire: tests/bad/hn-run-off-board.csv:5:3: the Line lies off the board (umpire-heroes(7))
