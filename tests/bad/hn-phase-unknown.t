# heroes: a phase not of the sequence of play (65)
cmd: check tests/bad/hn-phase-unknown.csv
status: 65
sh: cp $ROOT/tests/bad/hn-phase-unknown.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-phase-unknown.csv
--- stdout
--- stderr
umpire: tests/bad/hn-phase-unknown.csv:4:3: phase 'lunch' is not setup, order, activation or reserve (umpire-heroes(7))
