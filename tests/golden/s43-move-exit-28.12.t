# move exit=yes (§28.12): us-last (2 steps, in supply) ends its move in the
# exit hex 0307 and leaves the map (hex exited). Refused: a move ending
# elsewhere, and the Axis; nothing written.
cmd: resolve tests/golden/data/s43-exit.csv move unit=us-last path=0307 exit=yes -o $TMP/a.csv
status: 0
sh: grep -q '^unit,us-last,allied,US,36,infantry,company,soft,exited,1,2,1,4,4,6,moved;mp=1' $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-exit.csv move unit=us-last path=0309 exit=yes -o $TMP/b.csv 2>$TMP/e; test $? -eq 1 && test ! -e $TMP/b.csv && grep -qF 'the move ends in 0309, not the exit hex' $TMP/e
sh: sed 's/^set,active,allied$/set,active,axis/' tests/golden/data/s43-exit.csv >$TMP/ax.csv && $UMPIRE resolve $TMP/ax.csv move unit=de-far path=0611 exit=yes 2>&1 | grep -qF 'only Allied units'
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-last: movement allowance 6, on foot (§2.12).
0307: +1 MP (on foot along a class-1 road), 1 of 6 MP spent (§5.35).
Moved to 0307: 1 hex entered (§5.1).
us-last leaves the map by the exit hex (2 steps, in supply) (§28.12).
--- stderr
