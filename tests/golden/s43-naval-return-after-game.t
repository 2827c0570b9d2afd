# §25.23 with §29.1: out of ammunition on 16-afternoon (two 1s), the ship would be
# back 8 turns later, 18-night, which is no turn of the game (it ends with
# 17-night, and no reader of a turn accepts day 18): it leaves with no return
# turn, and the state written stays valid.
cmd: resolve tests/golden/data/s43-naval-late.csv bombard kind=naval by=us-cl-savannah at=2530 --dice 4,1,1 -o $TMP/out.csv
status: 0
sh: grep -q "^ship,us-cl-savannah,US,CL,off,11,,full,,,$" $TMP/out.csv
sh: $UMPIRE check $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-cl-savannah (US CL) in 2232 fires at 2530, 4 hexes away (range 11) (§25.13, §25.21 a).
us-cl-savannah sees 2530 and no Allied unit is adjacent to it (§25.21 c).
Its back at altitude 6 (a city) reads 3(?): immobilized on 3 or less; the step value is not known (§25.14, §16.33).
Affected in 2530: de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Naval die for 2530: 4 (no modifier): no effect (§25.2, §25.22, §16.33).
Ammunition check of us-cl-savannah: 2d6 = 1, 1: two 1s, out of ammunition (§25.23).
us-cl-savannah leaves to rearm: back as a reinforcement on no turn of the game (§29.1: the game ends with 17-night) (8 turns, the firing turn counted as 1) (§25.23).
--- stderr
