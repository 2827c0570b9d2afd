# move (§5.34, §18.22): on along the class-2 road to 5234, 10 hexes more: 2 MP
# in all, as both sections say.
cmd: resolve tests/golden/data/move-link.csv move unit=26pz-aufkl path=5216,5526,5426,5327,5227,5228,5229,5230,5231,5232,5233,5234 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,26pz-aufkl,.*,5234,,1,.*,moved;mp=2;road=2:20;entered,mech$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
26pz-aufkl: movement allowance 14, mechanised (§2.12).
5216: +1 MP (entering the map by the east road; this MP is the first of the first road stretch), 1 of 14 MP spent (§18.21).
5526: +0 MP (off-map class-2 road of 10 hexes, hexes 1 to 10 of the stretch), 1 of 14 MP spent (§5.34).
5426: +1 MP (class-2 road, hex 11 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5327: +0 MP (class-2 road, hex 12 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5227: +0 MP (class-2 road, hex 13 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5228: +0 MP (class-2 road, hex 14 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5229: +0 MP (class-2 road, hex 15 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5230: +0 MP (class-2 road, hex 16 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5231: +0 MP (class-2 road, hex 17 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5232: +0 MP (class-2 road, hex 18 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5233: +0 MP (class-2 road, hex 19 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
5234: +0 MP (class-2 road, hex 20 of the stretch: 1 MP per 10 hexes), 2 of 14 MP spent (§5.32).
Moved to 5234: 12 hexes entered (§5.1).
--- stderr
