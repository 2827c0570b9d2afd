# E2 (§5.22): the German mechanised engineers go from 2531 to 2128 for 1+2+3+2+2+1+2
# = 13 MP (2531 -> 2430 -> 2429 is the road step of the example, 1 MP); 2128 is
# in the commandos' ZOC: the move stops there and is marked assault (§4.1); the
# Allied player declares no opportunity fire.
cmd: resolve tests/examples/data/e2.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-pio-3,.*,2128,,1,.*,moved;mp=13;assault$" $TMP/out.csv
sh: ! grep -q opp_fire $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-pio-3: movement allowance 14, mechanised (§2.12).
2430: +1 MP (class-1 road, hex 1 of the stretch: 1 MP for the whole stretch), 1 of 14 MP spent (§5.31).
2429: +0 MP (class-1 road, hex 2 of the stretch: 1 MP for the whole stretch), 1 of 14 MP spent (§5.31).
2428: +2 MP (mechanised, levels 2-3), 3 of 14 MP spent (§5.21).
2427: +3 MP (mechanised, levels 3-4), 6 of 14 MP spent (§5.21).
2327: +2 MP (mechanised, levels 2-3), 8 of 14 MP spent (§5.21).
2226: +2 MP (mechanised, levels 2-3), 10 of 14 MP spent (§5.21).
2127: +1 MP (class-2 road, hex 1 of the stretch: 1 MP per 10 hexes), 11 of 14 MP spent (§5.32).
2128: +2 MP (mechanised, levels 2-3), 13 of 14 MP spent (§5.21).
2128 is in an enemy ZOC: the move stops there (§4.1).
Entering an enemy ZOC where no friendly unit stood since the start of the turn: marked assault (§4.1).
Moved to 2128: 8 hexes entered (§5.1).
--- stderr
