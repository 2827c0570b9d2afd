# move (§5.41): ending in the river hex 3030, entered from 3029, the unit stands
# on bank A.
cmd: resolve tests/golden/data/move-c.csv move unit=uk-inf-c path=3030 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-c,.*,3030,A,1,.*,moved;mp=2,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-c: movement allowance 6, on foot (§2.12).
3030: +2 MP (on foot), 2 of 6 MP spent (§5.22).
Moved to 3030: 1 hex entered (§5.1).
--- stderr
