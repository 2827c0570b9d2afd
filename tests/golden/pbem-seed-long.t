# Issue 13, attack 4: a state seed of 511 bytes or more cut the key out of a
# committed turn's dice (the seed "SEED:COMMITMENT:KEY" was cut at 1,023 bytes),
# so every key gave the same dice. Now the key is hashed whatever the seed's
# length: with a seed of 1,024 bytes (the longest, umpire-state(5)) two keys give
# two different rolls (a fixed secret: the same every run), and the turn verifies. A longer seed is refused at input.
cmd: games
sh: python3 -c "import sys; sys.stdout.write(open('fixtures/salerno43/commandos-2129.csv').read().replace('set,seed,salerno-9-sept', 'set,seed,' + 'x' * 1024))" > $TMP/g.csv && echo "assault from=2129 to=2228 loss=top policy=always" > $TMP/turn.txt && printf 'secret,00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\nstate,%s\nmover,allied\n' $(python3 tests/golden/data/pbem-tool.py hash $TMP/g.csv) > $TMP/turn.txt.secret && "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt >/dev/null
sh: "$UMPIRE" resolve $TMP/g.csv --orders $TMP/turn.txt --key key-1 -o $TMP/a.csv --journal $TMP/ja.csv > $TMP/a.log && "$UMPIRE" resolve $TMP/g.csv --orders $TMP/turn.txt --key key-2 -o $TMP/b.csv > $TMP/b.log && test "$(grep -o 'rolls 2d6 = [0-9+]*' $TMP/a.log)" != "$(grep -o 'rolls 2d6 = [0-9+]*' $TMP/b.log)"
sh: "$UMPIRE" verify $TMP/ja.csv $TMP/a.csv | grep -q ": 1 order verified;"
sh: sed 's/^set,seed,x*$/&y/' $TMP/g.csv > $TMP/long.csv && "$UMPIRE" resolve $TMP/long.csv assault from=2129 to=2228 loss=top policy=never 2>$TMP/e; test $? -eq 65 && grep -q "long.csv:[0-9]*:3: the seed is 1025 bytes long; a seed has 1 to 1024 bytes" $TMP/e
sh: "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv --seed $(python3 -c "print('s' * 1025)") assault from=2129 to=2228 loss=top policy=never 2>$TMP/e; test $? -eq 64 && grep -q "^umpire: --seed is 1025 bytes long; a seed has 1 to 1024 bytes" $TMP/e
