# move (§5.6): passing through Pompeii is allowed: 0711, 0712, 0713 (6 MP).
cmd: resolve tests/golden/data/move-pompeii.csv move unit=us-inf-p path=0711,0712,0713 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-inf-p,.*,0713,,1,.*,moved;mp=6$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-inf-p: movement allowance 6, on foot (§2.12).
0711: +2 MP (on foot), 2 of 6 MP spent (§5.22).
0712: +2 MP (on foot), 4 of 6 MP spent (§5.22).
0713: +2 MP (on foot), 6 of 6 MP spent (§5.22).
Moved to 0713: 3 hexes entered (§5.1).
--- stderr
