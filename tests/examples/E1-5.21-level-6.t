# E1 (§5.2): 5741 is level 6: 3 MP, by the text and the table alike; so the two
# hexes cost differently, as the example says, which a lookup by the highest
# level alone would not give (both 3).
cmd: resolve tests/examples/data/e1.csv move unit=pz-2 path=5741 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,pz-2,.*,5741,.*,moved;mp=3$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
pz-2: movement allowance 10, mechanised (§2.12).
5741: +3 MP (mechanised, level 6), 3 of 10 MP spent (§5.21).
Moved to 5741: 1 hex entered (§5.1).
--- stderr
