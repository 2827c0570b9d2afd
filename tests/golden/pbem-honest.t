# Issue 13, accident 7: honest games failed verify. Orders over 1,023 bytes were
# cut in the journal; committed turns over 8 KB failed the commitment check; a
# journal that went through a mail client (CRLF line ends) was "altered". Here an
# order of 1,250 bytes, and a committed turn of 10,050 bytes written with CRLF
# line ends, comments, blank lines and a trailing blank line (the later assaults
# of which the rules refuse: each journaled as refused, named by its line, and
# the turn goes on; a fixed secret makes the dice known), verify, as does the journal with CRLF line ends and a blank
# line at its end. An order over 4,096 bytes is refused at input.
cmd: games
sh: python3 tests/golden/data/pbem-long.py $TMP && cp tests/golden/data/pbem-long.csv $TMP/g.csv && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv $(cat $TMP/long.txt) >/dev/null && "$UMPIRE" verify $TMP/j.csv $TMP/g.csv | grep -q ": 1 order verified;"
sh: grep -qF "\"$(cat $TMP/long.txt)\"" $TMP/j.csv
sh: printf 'secret,00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\nstate,%s\nmover,allied\n' $("$UMPIRE" hash $TMP/g.csv) > $TMP/turn.txt.secret && "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt > $TMP/c && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --orders $TMP/turn.txt --key "$("$UMPIRE" key --ledger $TMP/l $(cat $TMP/c))" > $TMP/log && "$UMPIRE" verify $TMP/j.csv $TMP/g.csv --ledger $TMP/l > $TMP/o && grep -q ": 9 orders verified;" $TMP/o
sh: grep -q "^Line 8 of the turn ($TMP/turn.txt:17) refused by the rules: " $TMP/log && grep -q "^row 9 (allied): committed turn $(head -c 12 $TMP/c), line 8: refused by the rules" $TMP/o
sh: python3 tests/golden/data/pbem-tool.py crlf $TMP/j.csv > $TMP/jcrlf.csv && grep -q $'\r' $TMP/jcrlf.csv && "$UMPIRE" verify $TMP/jcrlf.csv $TMP/g.csv --ledger $TMP/l | grep -q ": 9 orders verified;"
sh: "$UMPIRE" resolve $TMP/g.csv assault from=2129 to=2228 def=$(python3 -c "print('x' * 4090)") 2>$TMP/e; test $? -eq 64 && grep -q "the order is 4[0-9]* bytes long; an order has at most 4096" $TMP/e
