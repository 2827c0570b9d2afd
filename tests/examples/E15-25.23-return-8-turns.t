# E15 (§25.23): out of ammunition on the 9th morning (two 1s), the ship comes back
# on the 11th afternoon: the firing turn is turn 1, the return turn 8.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=us-cl-savannah at=2530 --dice 4,1,1
status: 0
sh: grep -q "^ship,us-cl-savannah,US,CL,off,11,,full,,11-afternoon,$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-cl-savannah (US CL) in 2232 fires at 2530, 4 hexes away (range 11) (§25.13, §25.21 a).
us-cl-savannah sees 2530 and no Allied unit is adjacent to it (§25.21 c).
Its back at altitude 6 (a city) reads 3(?): immobilized on 3 or less; the step value is not known (§25.14, §16.33).
Affected in 2530: de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Naval die for 2530: 4 (no modifier): no effect (§25.2, §25.22, §16.33).
Ammunition check of us-cl-savannah: 2d6 = 1, 1: two 1s, out of ammunition (§25.23).
us-cl-savannah leaves to rearm: back as a reinforcement on 11-afternoon (8 turns, the firing turn counted as 1) (§25.23).
