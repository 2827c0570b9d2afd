# §19.3, §19.0 (issue 12): "S'il n'existe plus d'unité sous un marqueur IP ou
# fortified, celui-ci est immédiatement retiré du jeu": the engineers leave
# their IP in 4111 alone: the marker goes at once (the hex column position is
# emptied), so an enemy unit entering 4111 later gets no +5 from it (§9.44).
# The retreat of us-w, alone on its Fortified marker in 4115, does the same.
cmd: resolve tests/golden/data/s43-positions.csv move unit=us-eng path=4112 -o $TMP/a.csv
status: 0
sh: grep -qx 'hex,4111,1,clear,,,,,' $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-positions.csv retreat unit=us-w --dice 1 -o $TMP/b.csv >$TMP/log && grep -qx 'hex,4115,1,clear,,,,,' $TMP/b.csv && grep -qxF 'No unit is left in 4115: its Fortified marker is removed at once (§19.3, §19.0).' $TMP/log
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-eng: movement allowance 6, on foot (§2.12).
4112: +2 MP (on foot), 2 of 6 MP spent (§5.22).
No unit is left in 4111: its IP marker is removed at once (§19.3, §19.0).
Moved to 4112: 1 hex entered (§5.1).
