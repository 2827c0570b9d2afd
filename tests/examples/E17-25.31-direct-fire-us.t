# E17 (§25.31): US CLs immobilize on 3 or less in a city, so each inflicts 3 steps
# by direct fire, 2 x 3 = 6 in all: de-a (2), de-b (2), de-c (2) are eliminated,
# de-d untouched (pick=top: the owner's topmost-first policy). Both ships are off
# the map until the 11th night (9th afternoon + 7).
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226 pick=top
status: 0
sh: $UMPIRE resolve "$TMP/.out" bombard kind=naval by=us-cl-b at=1226 pick=top -o $TMP/s2.csv
sh: test $(grep -c "^unit,de-[abc],.*,eliminated,,[123],0,2," $TMP/s2.csv) = 3
sh: grep -q "^unit,de-d,.*,1226,,4,2,2," $TMP/s2.csv
sh: test $(grep -c "^ship,us-cl-[ab],US,CL,off,,,full,,11-night,$" $TMP/s2.csv) = 2
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-cl-a (US CL) in 1027 fires at 1226, 2 hexes away (range 11) (§25.13, §25.21 a).
us-rgr-a (US) in 1327 is adjacent to 1226: direct fire (§25.3).
Its back at altitude 6 (a city) reads 3(?): immobilized on 3 or less; the step value is not known (§25.14, §16.33).
Affected in 1226: de-a, de-b, de-c, de-d (§25.0; ruling naval-cap).
Direct fire: no die; 3 steps, the back's immobilized number (§25.31).
de-a loses a step: flipped to its reduced side (§25.31).
de-a loses a step: eliminated (§25.31).
de-b loses a step: flipped to its reduced side (§25.31).
us-cl-a has spent all its ammunition: off the map, back as a reinforcement on 11-night (8 turns, the firing turn counted as 1) (§25.31, §25.23).
