# move (§5.43): a foot infantry company that starts the phase in the class-1
# river hex 1413, out of enemy ZOC, changes bank for 0 MP and goes on.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-4 path=1414 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-inf-4,.*,1414,,1,.*,moved;mp=2,$" $TMP/out.csv
sh: grep -q "^unit,uk-tank-3,.*,1413,A,1,.*,,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-4: movement allowance 6, on foot (§2.12).
uk-inf-4 starts the phase in river hex 1413, out of enemy ZOC: it changes bank for 0 MP (§5.43).
1414: +2 MP (on foot), 2 of 6 MP spent (§5.22).
Moved to 1414: 1 hex entered (§5.1).
--- stderr
