# move (§11.22, ruling rmf-move=first-hex): the marker acts only when the move's
# first hex is next to it: 6 MP.
cmd: resolve tests/golden/data/move-b.csv move unit=us-tank-2 path=2321,2322,2323,2324,2325,2326 --rule rmf-move=first-hex -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-tank-2,.*,2326,,1,.*,moved;mp=6,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling rmf-move=first-hex applies, not the default (umpire rulings salerno43) (§11.22, §11.32, §11.42; A20).
us-tank-2: movement allowance 10, mechanised (§2.12).
2321: +1 MP (mechanised, level 1), 1 of 10 MP spent (§5.21).
2322: +1 MP (mechanised, level 1), 2 of 10 MP spent (§5.21).
2323: +1 MP (mechanised, level 1), 3 of 10 MP spent (§5.21).
2324: +1 MP (mechanised, level 1), 4 of 10 MP spent (§5.21).
2325: +1 MP (mechanised, level 1), 5 of 10 MP spent (§5.21).
2326: +1 MP (mechanised, level 1), 6 of 10 MP spent (§5.21).
Moved to 2326: 6 hexes entered (§5.1).
--- stderr
