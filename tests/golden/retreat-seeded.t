# retreat (§21.2): the seeded die (the state's seed, draw 0) gives 3, +1 announced:
# 4 hexes, by 2666 only (2666, 2667, 2668, 2669); the draws counter goes to 1.
cmd: resolve tests/golden/data/retreat-a.csv retreat unit=16pz-2-pz-4 announce=+1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,2669,,1,1,1,.*,$" $TMP/out.csv
sh: grep -q "^set,draws,1$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 announces +1 (§21.2).
16pz-2-pz-4 rolls 1d6 = 3 +1: retreat 4 hexes (§21.2).
Hex 1 of the retreat: only 2666 (§21.6).
Hex 2 of the retreat: only 2667 (§21.3).
Hex 3 of the retreat: only 2668 (§21.3).
Hex 4 of the retreat: only 2669 (§21.3).
16pz-2-pz-4 retreats 4 hexes: 2666, 2667, 2668, 2669 (in supply, §21.7) (§21.3).
--- stderr
