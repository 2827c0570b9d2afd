# memoir44: a unit in column 14 of a single 13-hex-wide board (L478): refused at its cell (65); resolve writes nothing
cmd: check tests/bad/m44-hex-beyond-board.csv
status: 65
sh: cp $ROOT/tests/bad/m44-hex-beyond-board.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place control 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/m44-hex-beyond-board.csv
sh: "$UMPIRE" odds $ROOT/tests/bad/m44-hex-beyond-board.csv fire from=1019 to=1017 >/dev/null 2>&1; test $? = 65
--- stdout
--- stderr
umpire: tests/bad/m44-hex-beyond-board.csv:29:6: hex (CCRR on the board, see umpire-memoir44(7)) '1401'
