# A deal file for board 7 (m44-deal2.csv with its board row changed): Memoir's
# multi-board play has 6 boards at most (board= 1 to 6), one deal each; the
# file is refused at the board field (65), by every command that reads it.
cmd: resolve tests/golden/data/m44-deal2-sealed.csv play --card Firefight board=2 --deal tests/bad/deal-board-7.csv --journal $TMP/j.csv -o $TMP/s.csv
status: 65
sh: test ! -e $TMP/j.csv && test ! -e $TMP/s.csv
sh: out=$("$UMPIRE" deal check tests/bad/deal-board-7.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -qx "umpire: tests/bad/deal-board-7.csv:3:7: board (1 to 6) '7'"
sh: out=$("$UMPIRE" deal new $TMP/d.csv tests/golden/data/m44-deal2-deck.csv allies axis --board 7 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -qx "umpire: --board 7: not a board (1 to 6)" && test ! -e $TMP/d.csv
sh: out=$("$UMPIRE" deal new $TMP/d.csv tests/golden/data/m44-deal2-deck.csv allies axis --board 3 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -q "no card rows of board 3 to make its deck of" && test ! -e $TMP/d.csv
--- stdout
--- stderr
umpire: tests/bad/deal-board-7.csv:3:7: board (1 to 6) '7'
