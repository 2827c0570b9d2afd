# Issue 13, item 10: Memoir '44's command cards could not be played in a
# committed turn. An orders line ends with "--card CARD" (the card's name may
# hold spaces: the card goes last); the journal records it with the row, verify
# checks it against the line revealed. The orders file here has CRLF line ends,
# a comment, extra spaces and a blank line at its end. With the key "key-67"
# (and the fixed secret of tests/golden/data/pbem-turn.sh), the second line's
# two flags make the Axis player choose de-inf-2's retreat: the turn pauses, he
# answers, and it goes on with the third line.
cmd: games
sh: bash tests/golden/data/pbem-turn.sh $TMP fixtures/memoir44/sword-beach.csv tests/golden/data/pbem-cards.txt allies key-1 && grep -q '^1,[0-9a-f]*,move unit=gb-inf-2 path=0817,card=Assault Centre;draws=0;commit=' $TMP/j.csv
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv --ledger $TMP/bruno.ledger > $TMP/o && grep -q "^row 3 (allies): committed turn $(head -c 12 $TMP/commit), line 3: 1 dice from its keyed stream (draws 2-2); card: Assault Centre$" $TMP/o && grep -q ": 3 orders verified;" $TMP/o
sh: mkdir $TMP/p && bash tests/golden/data/pbem-turn.sh $TMP/p fixtures/memoir44/sword-beach.csv tests/golden/data/pbem-cards.txt allies key-67 && grep -q "^The turn pauses at line 2 ($TMP/p/turn.txt:3): axis decides retreat= (one of 0915|1015)" $TMP/p/log
sh: "$UMPIRE" key --ledger $TMP/p/bruno.ledger $(cat $TMP/p/commit) decide 1015 >/dev/null && "$UMPIRE" resolve $TMP/p/g.csv --orders $TMP/p/turn.txt --key key-67 --in-place --journal $TMP/p/j.csv decide 1015 >/dev/null && "$UMPIRE" verify $TMP/p/j.csv $TMP/p/g.csv --ledger $TMP/p/bruno.ledger | grep -q ": 4 orders verified;" && grep -q "^unit,de-inf-2,axis,DE,infantry,1015," $TMP/p/g.csv
