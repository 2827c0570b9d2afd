# move (§5.3, ruling foot-road-zoc=terrain): the bar on road movement into a ZOC
# read for units on foot too: 1012 costs 2 MP as off road: 1 + 2 = 3 MP.
cmd: resolve tests/golden/data/move-foot-road-zoc.csv move unit=uk-inf path=1011,1012 opp_fire=no --rule foot-road-zoc=terrain -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf,.*,1012,,1,.*,moved;mp=3;assault$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling foot-road-zoc=terrain applies, not the default (umpire rulings salerno43) (§5.3, §5.35).
uk-inf: movement allowance 6, on foot (§2.12).
1011: +1 MP (on foot along a class-3 road), 1 of 6 MP spent (§5.35).
1012: +2 MP (on foot), 3 of 6 MP spent (§5.22).
1012 is in an enemy ZOC: the move stops there (§4.1).
Entering an enemy ZOC where no friendly unit stood since the start of the turn: marked assault (§4.1).
Moved to 1012: 2 hexes entered (§5.1).
--- stderr
