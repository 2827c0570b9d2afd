# heroes: a 2-square counter whose rear is off the board (65)
cmd: check tests/bad/hn-two-square-off-board.csv
status: 65
sh: cp $ROOT/tests/bad/hn-two-square-off-board.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-two-square-off-board.csv
--- stdout
--- stderr
umpire: tests/bad/hn-two-square-off-board.csv:7:5: unit p's rear square is off the board: turn it (facing=) (umpire-heroes(7))
