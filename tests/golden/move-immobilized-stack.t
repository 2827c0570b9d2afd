# move (§6.13): a unit joining a stack goes to the bottom, but above the
# immobilized company (marker), which goes from 2 to 3.
cmd: resolve tests/golden/data/move-c.csv move unit=uk-inf-e path=3131 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-d,.*,3131,,1,.*,,$" $TMP/out.csv
sh: grep -q "^unit,uk-inf-e,.*,3131,,2,.*,moved;mp=2,$" $TMP/out.csv
sh: grep -q "^unit,uk-imm,.*,3131,,3,.*,immobilized,$" $TMP/out.csv
sh: grep -q "^unit,uk-25pdr,.*,3132,,1,.*,fired;25pdr,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-e: movement allowance 6, on foot (§2.12).
3131: +2 MP (on foot), 2 of 6 MP spent (§5.22).
Moved to 3131: 1 hex entered (§5.1).
--- stderr
