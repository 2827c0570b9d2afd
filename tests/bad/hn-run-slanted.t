# heroes: a Line on a slant is no run (65)
cmd: check tests/bad/hn-run-slanted.csv
status: 65
sh: cp $ROOT/tests/bad/hn-run-slanted.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place los from=A1 to=B2 as=inf at=inf 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/hn-run-slanted.csv
--- stdout
--- stderr
umpire: tests/bad/hn-run-slanted.csv:5:3: '+A1-+C3' is not a Line: write a run of edges, +C4-+F4, or the sides of a row or column of squares, C4/n, C4:F4/n, C4:C7/w (umpire-heroes(7))
