# E1 (§5.2): 4642 holds levels 2 to 4: a mechanised unit pays 5 MP by the rule
# text of §5.21 (the default of ruling mech-mp).
cmd: resolve tests/examples/data/e1.csv move unit=pz-1 path=4642 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,pz-1,.*,4642,.*,moved;mp=5$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
pz-1: movement allowance 10, mechanised (§2.12).
4642: +5 MP (mechanised, levels 2-4), 5 of 10 MP spent (§5.21).
Moved to 4642: 1 hex entered (§5.1).
--- stderr
