# move (§23.2, ruling forced-march-distance=closer-than-2): only hexes next to an
# enemy are forbidden, so 1117 (2 hexes away) is allowed; the log names the
# ruling.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-5 forced=yes path=1115,1116,1117 --rule forced-march-distance=closer-than-2 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-5,.*,1117,,1,.*,moved;mp=6;forced_march,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling forced-march-distance=closer-than-2 applies, not the default (umpire rulings salerno43) (§23.2; A38).
uk-inf-5: movement allowance 6, on foot (§2.12).
uk-inf-5 uses forced march: MA x 2 = 12 (§23.1).
1115: +2 MP (on foot), 2 of 12 MP spent (§5.22).
1116: +2 MP (on foot), 4 of 12 MP spent (§5.22).
1117: +2 MP (on foot), 6 of 12 MP spent (§5.22).
Moved to 1117: 3 hexes entered (§5.1).
--- stderr
