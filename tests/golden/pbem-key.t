# umpire(1), "Play by e-mail", step 2: `key --ledger LEDGER COMMITMENT` draws a
# key of 32 random bytes (64 hexadecimal digits), records it with the
# commitment in the opponent's ledger and prints it; asked again for the same
# commitment it gives the same key (adding nothing), for another commitment
# another key. Two ledgers keying the same commitment draw two keys (random,
# not derived from the commitment, which the mover knows).
cmd: games
sh: C1=$(printf 'a%.0s' $(seq 64)) && C2=$(printf 'b%.0s' $(seq 64)) && "$UMPIRE" key --ledger $TMP/l $C1 > $TMP/k1 && grep -qx '[0-9a-f]\{64\}' $TMP/k1 && "$UMPIRE" key --ledger $TMP/l $C1 | cmp - $TMP/k1 && "$UMPIRE" key --ledger $TMP/l $C2 > $TMP/k2 && ! cmp -s $TMP/k1 $TMP/k2 && test "$(grep -c '^received,' $TMP/l)" = 2 && grep -qx "received,$C1,$(cat $TMP/k1)" $TMP/l
sh: C1=$(printf 'a%.0s' $(seq 64)) && "$UMPIRE" key --ledger $TMP/m $C1 > $TMP/k3 && "$UMPIRE" key --ledger $TMP/l $C1 | cmp - $TMP/k1 && ! cmp -s $TMP/k1 $TMP/k3
# a key is 1 to 256 bytes without control characters: a longer one is refused
sh: cp tests/golden/data/journal-start.csv $TMP/g.csv && cp tests/golden/data/turn.txt $TMP/turn.txt && "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt >/dev/null 2>&1 && "$UMPIRE" resolve $TMP/g.csv --orders $TMP/turn.txt --key $(python3 -c "print('k' * 257)") -o $TMP/h.csv 2>$TMP/e; test $? -eq 64 && grep -q "^umpire: --key: 257 bytes; a key has 1 to 256 bytes" $TMP/e && test ! -e $TMP/h.csv
