# move (§11.22, ruling rmf-move=entering): entering 2324, next to an RMF = 1/2
# marker, the tank keeps half its remaining MP, rounded down (6 -> 3); 2325 is
# next to the same marker, which no longer affects it: 4 + 3 + 1 + 1 = 9 MP.
cmd: resolve tests/golden/data/move-b.csv move unit=us-tank-2 path=2321,2322,2323,2324,2325,2326 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-tank-2,.*,2326,,1,.*,moved;mp=9,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-tank-2: movement allowance 10, mechanised (§2.12).
2321: +1 MP (mechanised, level 1), 1 of 10 MP spent (§5.21).
2322: +1 MP (mechanised, level 1), 2 of 10 MP spent (§5.21).
2323: +1 MP (mechanised, level 1), 3 of 10 MP spent (§5.21).
2324: +1 MP (mechanised, level 1), 4 of 10 MP spent (§5.21).
2324 is next to the RMF = 1/2 marker in 2424: it keeps half the MP it has left, rounded down; 3 MP left (§11.22).
2325: +1 MP (mechanised, level 1), 8 of 10 MP spent (§5.21).
2326: +1 MP (mechanised, level 1), 9 of 10 MP spent (§5.21).
Moved to 2326: 6 hexes entered (§5.1).
--- stderr
