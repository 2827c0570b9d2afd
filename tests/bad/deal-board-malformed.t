# A malformed board field in a deal file (board,2x): refused at its line and
# column (65), nothing written; a board row anywhere but right after the sides
# row likewise.
cmd: verify tests/golden/data/m44-deal-due-journal.csv --deal tests/bad/deal-board-malformed.csv
status: 65
sh: out=$("$UMPIRE" deal draw tests/bad/deal-board-malformed.csv allies 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -qx "umpire: tests/bad/deal-board-malformed.csv:3:7: board (1 to 6) '2x'"
sh: { cat tests/golden/data/m44-deal2.csv; echo board,2; } >$TMP/d.csv && out=$("$UMPIRE" deal check $TMP/d.csv 2>&1); test $? = 65 && printf '%s\n' "$out" | grep -qx "umpire: $TMP/d.csv:69:1: the board row comes right after the sides row, once"
--- stdout
--- stderr
umpire: tests/bad/deal-board-malformed.csv:3:7: board (1 to 6) '2x'
