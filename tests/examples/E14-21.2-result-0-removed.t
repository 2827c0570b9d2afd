# E14 (§21.2): -1 announced and a die of 1: the result is 0, the unit is removed
# from play.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --dice 1 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-2-pz-4,.*,eliminated,,1,0,1,.*,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 announces -1 (§21.2).
16pz-2-pz-4 rolls 1d6 = 1 -1: retreat 0 hexes (§21.2).
-1 announced and a result of 0: 16pz-2-pz-4 is removed from play (§21.2).
--- stderr
