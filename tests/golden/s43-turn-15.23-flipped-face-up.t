# §15.23 (issue 12): a tow-only gun turned face down after a rotation is turned
# face up "au début de phase préliminaire du tour suivant". The turn order
# removes its flipped marker (logged with §15.23): the PaK on top of 4211 barred
# the stack from combat before the turn, and fights after it (in the Axis
# player's turn).
cmd: resolve tests/golden/data/s43-flipped.csv turn -o $TMP/a.csv
status: 0
sh: grep -q '^unit,pak,.*,4211,,1,1,5,3,2,,,4,normal,,,,,$' $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-flipped.csv turn 2>&1 >/dev/null | grep -qxF '"flipped" removed from 1 unit: pak (§15.23: face up at the next turn'"'"'s preliminary phases).'
sh: ! $UMPIRE resolve tests/golden/data/s43-flipped.csv assault from=4211 to=4111 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never >/dev/null 2>&1
sh: sed 's/^set,active,allied$/set,active,axis/' $TMP/a.csv >$TMP/b.csv && $UMPIRE resolve $TMP/b.csv assault from=4211 to=4111 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never >/dev/null
