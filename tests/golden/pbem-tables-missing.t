# Issue 13, accident 9: --tables naming a missing directory (a typo) or a file
# silently used the built-in tables. Both are refused (exit 66), as is the same
# through UMPIRE_TABLES.
cmd: odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --tables tests/golden/data/no-such-dir
status: 66
sh: "$UMPIRE" check fixtures/salerno43/commandos-2129.csv --tables tests/golden/data/turn.txt 2>$TMP/e; test $? -eq 66 && grep -q "^umpire: --tables tests/golden/data/turn.txt: not a directory" $TMP/e
sh: UMPIRE_TABLES=tests/golden/data/nope "$UMPIRE" check fixtures/salerno43/commandos-2129.csv 2>$TMP/e; test $? -eq 66 && grep -q "^umpire: UMPIRE_TABLES tests/golden/data/nope: no such directory" $TMP/e
sh: "$UMPIRE" verify $TMP/none.csv --tables tests/golden/data/nope 2>$TMP/e; test $? -eq 66 && grep -q "^umpire: --tables tests/golden/data/nope: no such directory" $TMP/e
--- stdout
--- stderr
umpire: --tables tests/golden/data/no-such-dir: no such directory
