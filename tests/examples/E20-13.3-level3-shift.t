# E20 (§13.3): 12 + 8 = 20 points (attack values, offensive) on a level-3 hex:
# base column 17-21 shifts one left to 13-16, which hits on 2d6 = 4.
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3132 by=de-art-a,de-art-b --dice 1,3
status: 0
sh: grep -q "^unit,us-a,.*,3132,,1,1,2," "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis offensive bombardment of 3132 (§13.0).
de-art-a bombards from 3336, 5 hexes away (range 6): 12 points (attack value) (§13.0; ruling bombard-value).
de-art-b bombards from 3337, 6 hexes away (range 6): 8 points (attack value) (§13.0; ruling bombard-value).
Target group in 3132 (3 companies or 9 platoons at most): us-a (§13.1, §13.2).
20 support points: column 17-21 (§13.0).
3132 is altitude 2-3: 1 column to the left, 13-16 (§13.3).
Axis rolls 2d6 = 1+3 = 4 on column 13-16 (hit on 4): one unit of the group loses a step (§13.5).
us-a loses a step: flipped to its reduced side (§13.5).
