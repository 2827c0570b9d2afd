# In play by e-mail (umpire(1), committed turns) a draw is keyed like a die: the
# mover commits to his orders before the opponent sends his key, so he can neither
# foresee nor steer the card he draws (another key draws another card), and
# verify replays it. Naming the card "drawn at the table" (drawn=) would let him
# choose it: commit refuses it before anything is written, and verify refuses a
# journal whose committed turn names one (forged: a commitment that opens, the
# chains recomputed by tests/golden/data/pbem-tool.py). The mover's secret is
# fixed here (as `commit` keeps it beside the orders), so the cards are known.
cmd: games
status: 0
sh: cp tests/golden/data/m44-draw-phase.csv $TMP/g.csv && cp tests/golden/data/m44-turn.txt $TMP/t.txt && printf 'secret,00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\nstate,%s\nmover,allies\n' $("$UMPIRE" hash $TMP/g.csv) > $TMP/t.txt.secret && "$UMPIRE" commit $TMP/g.csv $TMP/t.txt > $TMP/c
sh: "$UMPIRE" resolve $TMP/g.csv --orders $TMP/t.txt --key k1 -o $TMP/a.csv > $TMP/log && grep -q "^card,b1c031,Attack Centre,1,hand.allies$" $TMP/a.csv && grep -q "^The allies draw a card: b1c031 (Attack Centre) (B-5).$" $TMP/log
sh: "$UMPIRE" resolve $TMP/g.csv --orders $TMP/t.txt --key k2 -o $TMP/b.csv >/dev/null && grep -q "^card,b1c037,Assault Left,1,hand.allies$" $TMP/b.csv
sh: cp $TMP/g.csv $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv --orders $TMP/t.txt --key k1 --in-place --journal $TMP/j.csv >/dev/null && cmp $TMP/h.csv $TMP/a.csv && "$UMPIRE" verify $TMP/j.csv $TMP/h.csv | grep -q ": 1 order verified;"
sh: cp tests/golden/data/m44-turn-drawn.txt $TMP/d.txt && "$UMPIRE" commit $TMP/g.csv $TMP/d.txt 2>$TMP/e; test $? = 1 && grep -q "d.txt:1: drawn=probe-left: in a committed turn the draw is keyed like the dice" $TMP/e && test ! -e $TMP/d.txt.secret
sh: cp tests/golden/data/m44-draw-phase.csv $TMP/f.csv && "$UMPIRE" resolve $TMP/f.csv turn drawn=probe-left --seed x --in-place --journal $TMP/n.csv >/dev/null && S=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff && python3 tests/golden/data/pbem-tool.py forge-turn $TMP/n.csv $(python3 tests/golden/data/pbem-tool.py commitment $("$UMPIRE" hash tests/golden/data/m44-draw-phase.csv) $S tests/golden/data/m44-turn-drawn.txt) k1 $S tests/golden/data/m44-turn-drawn.txt > $TMP/n3.csv && "$UMPIRE" verify $TMP/n3.csv 2>$TMP/e; test $? = 1 && grep -q "row 1: line 1 of the turn was refused by the rules, not as recorded" $TMP/e
