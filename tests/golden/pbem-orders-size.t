# Issue 13, accident 7: an orders file of exactly 65,536 bytes (the documented
# limit) was refused. It is accepted (here a turn padded with a comment line);
# one byte more is refused, saying the limit.
cmd: games
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/g.csv && python3 -c "import sys; o = 'assault from=2129 to=2228 loss=top policy=always\n'; sys.stdout.write(o + '#' * (65536 - len(o) - 1) + '\n')" > $TMP/turn.txt && test $(stat -c %s $TMP/turn.txt) -eq 65536 && "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt | grep -q '^[0-9a-f]\{64\}$'
sh: "$UMPIRE" resolve $TMP/g.csv --orders $TMP/turn.txt --key k -o $TMP/h.csv >/dev/null
sh: echo >> $TMP/turn.txt && "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt 2>$TMP/e; test $? -eq 65 && grep -q "turn.txt: 65537 bytes or more; an orders file has at most 65536" $TMP/e
