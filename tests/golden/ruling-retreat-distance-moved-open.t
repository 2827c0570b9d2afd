# Ruling retreat-distance=moved (A22 iv): the same 7 hexes are entered, none twice nor
# the start: the platoon ends in 3132, 2 hexes from 3030.
cmd: resolve tests/golden/data/ruling-retreat-open.csv retreat unit=pz announce=+1 path=3130,3230,3330,3331,3231,3131,3132 --dice 6 --rule retreat-distance=moved -o $TMP/o.csv
status: 0
sh: grep -q "^unit,pz,axis,DE,16pz,2,tank,platoon,silhouette,armor,,3132," $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling retreat-distance=moved applies, not the default (umpire rulings salerno43) (§21.3; A22 iv, E14).
pz announces +1 (§21.2).
pz rolls 1d6 = 6 +1: retreat 7 hexes (§21.2).
pz retreats 7 hexes: 3130, 3230, 3330, 3331, 3231, 3131, 3132 (in supply, §21.7) (§21.3).
--- stderr
