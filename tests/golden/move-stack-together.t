# move (§6.14, §6.13): two companies move together; the stack they leave closes
# up (the tank goes to 1, the commando to 2).
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-1,uk-inf-2 path=1011 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-1,.*,1011,,1,.*,moved;mp=1,$" $TMP/out.csv
sh: grep -q "^unit,uk-inf-2,.*,1011,,2,.*,moved;mp=1,$" $TMP/out.csv
sh: grep -q "^unit,uk-tank,.*,1010,,1,.*,,$" $TMP/out.csv
sh: grep -q "^unit,cdo-1,.*,1010,,2,.*,,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-1: movement allowance 6, on foot (§2.12).
uk-inf-1 enters 1011: +1 MP (on foot along a class-3 road), 1 of 6 MP spent (§5.35).
uk-inf-2: movement allowance 6, on foot (§2.12).
uk-inf-2 enters 1011: +1 MP (on foot along a class-3 road), 1 of 6 MP spent (§5.35).
Moved to 1011: 1 hex entered (§5.1).
--- stderr
