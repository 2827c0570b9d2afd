# §19.3 after a bombardment (§13.5): us-d, reduced to 1 step, is the only unit
# on the IP of 3135; the hit eliminates it, and the IP marker, with no unit left
# under it, is removed at once. Before the fix the IP stayed on the empty hex.
cmd: resolve tests/golden/data/bombard-ip-last-unit.csv bombard kind=artillery at=3135 by=de-art-a,de-art-b,de-art-c --dice 2,2
status: 0
sh: grep -q '^unit,us-d,.*,eliminated,,1,0,2,' "$TMP/.out"
sh: grep -q '^hex,3135,1,clear,,,$' "$TMP/.out"
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
us-d loses a step: eliminated (§13.5).
No unit is left in 3135: its IP marker is removed (§19.3).
