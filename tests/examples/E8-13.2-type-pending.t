# E8 (§13.5): on a hit, with platoons (silhouettes) and a company (NATO) in the
# group and no type= named, the Allied player (the bombarding side) is asked for
# the type; nothing else of the state changes.
cmd: resolve tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 --dice 1,3
status: 0
sh: grep -q "^pending,1,allied,type,nato|silhouette," "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied defensive bombardment of 3031 (§13.0).
us-105-a bombards from 3335, 5 hexes away (range 6): 7 points (defence value) (§13.0; ruling bombard-value).
us-105-b bombards from 3336, 6 hexes away (range 6): 6 points (defence value) (§13.0; ruling bombard-value).
Target group in 3031 (3 companies or 9 platoons at most): pz-1, pz-2, pz-3, pz-4, pz-5, pg-1 (below the combat's units); the units below are not affected (§13.1, §13.2).
13 support points: column 13-16 (§13.0).
Allied rolls 2d6 = 1+3 = 4 on column 13-16 (hit on 4): one unit of the group loses a step (§13.5).
Waiting for a decision (type, §13.5): answer with 'umpire resolve STATE decide ANSWER', ANSWER one of nato|silhouette (pending).
