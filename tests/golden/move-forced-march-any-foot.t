# move (§23.0, ruling forced-march-who=foot): any unit on foot may force-march:
# the AA machine guns have 12 MP.
cmd: resolve tests/golden/data/move-d.csv move unit=uk-aamg forced=yes path=1013 --rule forced-march-who=foot -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-aamg,.*,1013,,1,.*,moved;mp=2;forced_march$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling forced-march-who=foot applies, not the default (umpire rulings salerno43) (§23.0).
uk-aamg: movement allowance 6, on foot (§2.12).
uk-aamg uses forced march: MA x 2 = 12 (§23.1).
1013: +2 MP (on foot), 2 of 12 MP spent (§5.22).
Moved to 1013: 1 hex entered (§5.1).
--- stderr
