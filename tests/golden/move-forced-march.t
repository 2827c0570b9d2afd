# move (§23.1): forced march doubles the MA of a foot infantry company (12): it
# reaches 1015 (8 MP), 3 hexes from the Axis company, and lands at the bottom of
# the tank's stack on bank A of the class-2 river (§6.13, §5.41).
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-1 forced=yes path=1011,1012,1013,1014,1015 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-1,.*,1015,A,2,.*,moved;mp=8;forced_march,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-1: movement allowance 6, on foot (§2.12).
uk-inf-1 uses forced march: MA x 2 = 12 (§23.1).
1011: +1 MP (on foot along a class-3 road), 1 of 12 MP spent (§5.35).
1012: +1 MP (on foot along a class-3 road), 2 of 12 MP spent (§5.35).
1013: +2 MP (on foot), 4 of 12 MP spent (§5.22).
uk-inf-1 crosses the river in 1013 by its bridge, no penalty (§5.4).
1014: +2 MP (on foot), 6 of 12 MP spent (§5.22).
1015: +2 MP (on foot), 8 of 12 MP spent (§5.22).
Moved to 1015: 5 hexes entered (§5.1).
--- stderr
