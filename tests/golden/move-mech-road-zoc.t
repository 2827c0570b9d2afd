# move (§5.3): a mechanised unit never enters a ZOC by road movement, whatever
# the ruling: the class-3 stretch costs 1 MP at 1011, then 1012, in the ZOC, is
# priced by its level (§5.21: level 1, 1 MP): 2 MP; the stretch does not go on.
cmd: resolve tests/golden/data/move-foot-road-zoc.csv move unit=uk-tank path=1011,1012 opp_fire=no -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-tank,.*,1012,,1,.*,moved;mp=2;assault$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-tank: movement allowance 10, mechanised (§2.12).
1011: +1 MP (class-3 road, hex 1 of the stretch: 1 MP per 4 hexes), 1 of 10 MP spent (§5.33).
1012: +1 MP (mechanised, level 1), 2 of 10 MP spent (§5.21).
1012 is in an enemy ZOC: the move stops there (§4.1).
Entering an enemy ZOC where no friendly unit stood since the start of the turn: marked assault (§4.1).
Moved to 1012: 2 hexes entered (§5.1).
--- stderr
