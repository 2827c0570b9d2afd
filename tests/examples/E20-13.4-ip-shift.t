# E20 (§13.4): a completed IP at level 1 shifts two columns as a city does:
# 25 points -> 13-16; the roll of 4 hits and the IP does not absorb it (only a
# Fortified marker does, §19.23).
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3135 by=de-art-a,de-art-b,de-art-c --dice 2,2
status: 0
sh: grep -q "^unit,us-d,.*,3135,,1,1,2," "$TMP/.out"
sh: grep -q "^unit,de-art-a,.*;*fired" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis offensive bombardment of 3135 (§13.0).
de-art-a bombards from 3336, 2 hexes away (range 6): 12 points (attack value) (§13.0; ruling bombard-value).
de-art-b bombards from 3337, 3 hexes away (range 6): 8 points (attack value) (§13.0; ruling bombard-value).
de-art-c bombards from 3237, 3 hexes away (range 6): 5 points (attack value) (§13.0; ruling bombard-value).
Target group in 3135 (3 companies or 9 platoons at most): us-d (§13.1, §13.2).
25 support points: column 22-27 (§13.0).
3135 is a completed defensive position: 2 columns to the left, 13-16 (§13.4).
Axis rolls 2d6 = 2+2 = 4 on column 13-16 (hit on 4): one unit of the group loses a step (§13.5).
us-d loses a step: flipped to its reduced side (§13.5).
