# move (§5.44): any unit crosses a class-2 river from the start of the phase:
# the tank in 1015 goes to 1016 for 1 MP; it leaves the river hex (no bank).
cmd: resolve tests/golden/data/move-a.csv move unit=uk-tank-2 path=1016 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,uk-tank-2,.*,1016,,1,.*,moved;mp=1,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-tank-2: movement allowance 10, mechanised (§2.12).
uk-tank-2 starts the phase in river hex 1015, out of enemy ZOC: it changes bank for 0 MP (§5.44).
1016: +1 MP (mechanised, level 1), 1 of 10 MP spent (§5.21).
Moved to 1016: 1 hex entered (§5.1).
--- stderr
