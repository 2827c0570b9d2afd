# heroes: a tile turned 45 degrees: refused before its size is asked (65)
cmd: check tests/bad/hn-tile-rot-45.csv
status: 65
sh: cp $ROOT/tests/bad/hn-tile-rot-45.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-tile-rot-45.csv
--- stdout
--- stderr
umpire: tests/bad/hn-tile-rot-45.csv:4:5: rot '45' is not 0, 90, 180 or 270 (umpire-heroes(7))
