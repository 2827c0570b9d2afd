# move (§5.34): entering by 5216, the off-map class-2 road to 5526 costs 1 MP
# in all, the entry MP paying the stretch's first 10 hexes.
cmd: resolve tests/golden/data/move-link.csv move unit=26pz-aufkl path=5216,5526 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,26pz-aufkl,.*,5526,,1,.*,moved;mp=1;road=2:10;entered,mech$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
26pz-aufkl: movement allowance 14, mechanised (§2.12).
5216: +1 MP (entering the map by the east road; this MP is the first of the first road stretch), 1 of 14 MP spent (§18.21).
5526: +0 MP (off-map class-2 road of 10 hexes, hexes 1 to 10 of the stretch), 1 of 14 MP spent (§5.34).
Moved to 5526: 2 hexes entered (§5.1).
--- stderr
