# In play by e-mail (umpire(1), committed turns) a draw is keyed like a die: the
# mover commits to his orders before the opponent sends his key, so he can neither
# foresee nor steer the card he draws (another key draws another card), and
# verify replays it. Naming the card "drawn at the table" (drawn=) would let him
# choose it: a committed turn refuses it, and verify refuses a journal whose
# committed turn names one (forged with the chain recomputed; it replayed before).
cmd: resolve tests/golden/data/m44-draw-phase.csv --orders tests/golden/data/m44-turn.txt --key k1 -o $TMP/a.csv
status: 0
sh: grep -q "^card,b1c049,Recon in Force,1,hand.allies$" $TMP/a.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-draw-phase.csv --orders tests/golden/data/m44-turn.txt --key k2 2>/dev/null | grep -q "^card,b1c030,Attack Centre,1,hand.allies$"
sh: cp $ROOT/tests/golden/data/m44-draw-phase.csv $TMP/g.csv && "$UMPIRE" resolve $TMP/g.csv --orders tests/golden/data/m44-turn.txt --key k1 --in-place --journal $TMP/j.csv >/dev/null 2>&1 && "$UMPIRE" verify $TMP/j.csv $TMP/g.csv | grep -q ": 1 order verified;"
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-draw-phase.csv --orders tests/golden/data/m44-turn-drawn.txt --key k1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "drawn=probe-left: in a committed turn the draw is keyed like the dice"
sh: cp $ROOT/tests/golden/data/m44-draw-phase.csv $TMP/f.csv && "$UMPIRE" resolve $TMP/f.csv turn drawn=probe-left --in-place --journal $TMP/n.csv >/dev/null 2>&1 && sed 's/,turn drawn=probe-left,draws=9,/,turn drawn=probe-left,commit=74eab70f87d06d4177c5a48a2750ef5c9abf56afbcadb2a60b7b78b708e55677;key=k1;draws=9,/' $TMP/n.csv > $TMP/n2.csv && grep -q "commit=74eab70f" $TMP/n2.csv && python3 tests/golden/data/journal-rechain.py $TMP/n2.csv > $TMP/n3.csv && out=$("$UMPIRE" verify $TMP/n3.csv 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "does not replay"
--- stdout
Turn committed as 4544f48b54fd5ea0..., keyed by k1.
The allies discard Attack Right (B-5).
The allies draw a card: b1c049 (Recon in Force) (B-5).
End of the allies' turn: the markers of 0 units cleared; the axis play their turn 1 (B-7).
