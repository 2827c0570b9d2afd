# Ruling retreat-distance=moved (A22 iv, §21.3 literal): 3 hexes entered suffice, so the same
# path is taken and the unit ends in 2864.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 path=2766,2865,2864 --dice 4 --rule retreat-distance=moved -o $TMP/o.csv
status: 0
sh: grep -q "^unit,16pz-2-pz-4,axis,DE,16pz,2,tank,platoon,silhouette,armor,,2864," $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling retreat-distance=moved applies, not the default (umpire rulings salerno43) (§21.3; A22 iv, E14).
16pz-2-pz-4 announces -1 (§21.2).
16pz-2-pz-4 rolls 1d6 = 4 -1: retreat 3 hexes (§21.2).
16pz-2-pz-4 retreats 3 hexes: 2766, 2865, 2864 (in supply, §21.7) (§21.3).
--- stderr
