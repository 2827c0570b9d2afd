# E8 (§13.2): 5 platoons on top of 2 companies; the 5 platoons fight. The
# defensive bombardment's group is the 5 platoons (5 platoon-equivalents) plus the
# topmost company (3 more: 8 of 9); the bottom company pg-2 would make 11 and is
# not affected. 7 + 6 = 13 points (defence values, A15) -> column 13-16, hit on
# 2d6 = 4 (3/36). The Allied player names NATO: pg-1 is the only NATO unit of the
# group, so it takes the step.
cmd: resolve tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 type=nato --dice 1,3
status: 0
sh: grep -q "^unit,pg-1,.*,3031,,6,1,2," "$TMP/.out"
sh: grep -q "^unit,pg-2,.*,3031,,7,2,2," "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied defensive bombardment of 3031 (§13.0).
us-105-a bombards from 3335, 5 hexes away (range 6): 7 points (defence value) (§13.0; ruling bombard-value).
us-105-b bombards from 3336, 6 hexes away (range 6): 6 points (defence value) (§13.0; ruling bombard-value).
Target group in 3031 (3 companies or 9 platoons at most): pz-1, pz-2, pz-3, pz-4, pz-5, pg-1 (below the combat's units); the units below are not affected (§13.1, §13.2).
13 support points: column 13-16 (§13.0).
Allied rolls 2d6 = 1+3 = 4 on column 13-16 (hit on 4): one unit of the group loses a step (§13.5).
pg-1 loses a step: flipped to its reduced side (§13.5).
