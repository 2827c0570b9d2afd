# move (§4.0, ruling precipice-zoc=none): no ZOC across a precipice: the British
# company below the German one is not in its ZOC and moves.
cmd: resolve tests/golden/data/move-d.csv move unit=uk-low path=1011 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-low,.*,1011,,1,.*,moved;mp=2$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-low: movement allowance 6, on foot (§2.12).
1011: +2 MP (on foot), 2 of 6 MP spent (§5.22).
Moved to 1011: 1 hex entered (§5.1).
--- stderr
