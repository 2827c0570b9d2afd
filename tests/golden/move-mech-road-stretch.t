# move (§5.33, §5.21): a tank platoon on the class-3 road pays 1 MP for its 2
# hexes (1 per 4 hexes, the stretch rounded up), then 1 MP a level-1 hex: 3 MP.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-tank path=1011,1012,1013,1014 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-tank,.*,1014,,1,.*,moved;mp=3,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-tank: movement allowance 10, mechanised (§2.12).
1011: +1 MP (class-3 road, hex 1 of the stretch: 1 MP per 4 hexes), 1 of 10 MP spent (§5.33).
1012: +0 MP (class-3 road, hex 2 of the stretch: 1 MP per 4 hexes), 1 of 10 MP spent (§5.33).
1013: +1 MP (mechanised, level 1), 2 of 10 MP spent (§5.21).
uk-tank crosses the river in 1013 by its bridge, no penalty (§5.4).
1014: +1 MP (mechanised, level 1), 3 of 10 MP spent (§5.21).
Moved to 1014: 4 hexes entered (§5.1).
--- stderr
