# memoir44: 7 boards side by side, one more than Operation Neptune's six (§VI): refused at its cell (65); resolve writes nothing
cmd: check tests/bad/m44-boards-7.csv
status: 65
sh: cp $ROOT/tests/bad/m44-boards-7.csv $TMP/s.csv; "$UMPIRE" resolve $TMP/s.csv --in-place control 2>/dev/null; test $? = 65 && cmp $TMP/s.csv $ROOT/tests/bad/m44-boards-7.csv
sh: "$UMPIRE" odds $ROOT/tests/bad/m44-boards-7.csv fire from=1019 to=1017 >/dev/null 2>&1; test $? = 65
--- stdout
--- stderr
umpire: tests/bad/m44-boards-7.csv:14:3: boards (1 to 6 boards side by side, §VI) '7'
