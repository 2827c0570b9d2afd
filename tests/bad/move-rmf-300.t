# tests/bad/move-rmf-300.csv (see README.md): the 300th RMF marker acts once on a
# move, as the first 256 do (§11.22, ruling rmf-move): 99 MA, 3 spent, 48 kept,
# then 2 more hexes: 53 MP (0)
cmd: resolve tests/bad/move-rmf-300.csv move unit=pz2 path=1817,1816,1815,1814,1813 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,pz2,.*,1813,.*,moved;mp=53$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
pz2: movement allowance 99, mechanised (§2.12).
1817: +1 MP (mechanised, level 1), 1 of 99 MP spent (§5.21).
1816: +1 MP (mechanised, level 1), 2 of 99 MP spent (§5.21).
1815: +1 MP (mechanised, level 1), 3 of 99 MP spent (§5.21).
1815 is next to the RMF = 1/2 marker in 1915: it keeps half the MP it has left, rounded down; 48 MP left (§11.22).
1814: +1 MP (mechanised, level 1), 52 of 99 MP spent (§5.21).
1813: +1 MP (mechanised, level 1), 53 of 99 MP spent (§5.21).
Moved to 1813: 5 hexes entered (§5.1).
--- stderr
