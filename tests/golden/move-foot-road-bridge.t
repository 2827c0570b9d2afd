# move (§5.35, §5.22, §5.4): a foot company along a class-3 road (1 MP a hex),
# then off road (2 MP a hex), across the class-1 river of 1013 by its bridge (no
# penalty): 1+1+2+2 = 6 MP, its whole MA.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-1 path=1011,1012,1013,1014 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-1,.*,1014,,1,.*,moved;mp=6,$" $TMP/out.csv
sh: grep -q "^hex,1011,1,clear,,,,,allied$" $TMP/out.csv
sh: grep -q "^hex,1013,1,clear,1,1012;0913;1113,,intact,allied$" $TMP/out.csv
sh: grep -q "^hex,1010,1,clear,,,,,$" $TMP/out.csv
sh: grep -q "^unit,uk-inf-2,.*,1010,,1,.*,,$" $TMP/out.csv
sh: grep -q "^unit,cdo-1,.*,1010,,3,.*,,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-1: movement allowance 6, on foot (§2.12).
1011: +1 MP (on foot along a class-3 road), 1 of 6 MP spent (§5.35).
1012: +1 MP (on foot along a class-3 road), 2 of 6 MP spent (§5.35).
1013: +2 MP (on foot), 4 of 6 MP spent (§5.22).
uk-inf-1 crosses the river in 1013 by its bridge, no penalty (§5.4).
1014: +2 MP (on foot), 6 of 6 MP spent (§5.22).
Moved to 1014: 4 hexes entered (§5.1).
--- stderr
