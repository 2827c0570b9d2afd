# move (§5.5): a commando crosses the precipice to 0910 for all its MP (7).
cmd: resolve tests/golden/data/move-a.csv move unit=cdo-1 path=0910 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,cdo-1,.*,0910,,1,.*,moved;mp=7,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
cdo-1: movement allowance 7, on foot (§2.12).
0910: +7 MP (crossing a precipice: all its MP), 7 of 7 MP spent (§5.5).
Moved to 0910: 1 hex entered (§5.1).
--- stderr
