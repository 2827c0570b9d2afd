# memoir44: a figure count past 64 bits: refused at its cell (65), no overflow; resolve writes nothing
cmd: check tests/bad/m44-figures-huge.csv
status: 65
sh: cp $ROOT/tests/bad/m44-figures-huge.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place control 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/m44-figures-huge.csv
sh: "$UMPIRE" odds $ROOT/tests/bad/m44-figures-huge.csv fire from=1019 to=1017 >/dev/null 2>&1; test $? = 65
--- stdout
--- stderr
umpire: tests/bad/m44-figures-huge.csv:29:7: figures (1 to 9 on the board, 0 off it) '99999999999999999999'
