# move (§5.35, ruling foot-road-zoc=road, the default): a company on foot follows
# the class-3 road into 1012, in the ZOC of the German company in 1013, for
# 1 MP a road hex: 1 + 1 = 2 MP; it stops there, marked assault (§4.1).
cmd: resolve tests/golden/data/move-foot-road-zoc.csv move unit=uk-inf path=1011,1012 opp_fire=no -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf,.*,1012,,1,.*,moved;mp=2;assault$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf: movement allowance 6, on foot (§2.12).
1011: +1 MP (on foot along a class-3 road), 1 of 6 MP spent (§5.35).
1012: +1 MP (on foot along a class-3 road), 2 of 6 MP spent (§5.35).
1012 is in an enemy ZOC: the move stops there (§4.1).
Entering an enemy ZOC where no friendly unit stood since the start of the turn: marked assault (§4.1).
Moved to 1012: 2 hexes entered (§5.1).
--- stderr
