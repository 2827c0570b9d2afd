# E16: the British CL in 2232 has a 4-hex line of sight to 2530 (over the sea and
# the level-1 hex 2430) and no Allied unit is adjacent: spotted (§25.21 c). A die of
# 3 is above the back's 2: no effect; the ammunition check shows no 1. The ship is
# marked fired (one target a turn).
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 3,4,5
status: 0
sh: grep -q "^ship,uk-cl-1,UK,CL,2232,,,full,,,fired$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-cl-1 (UK CL) in 2232 fires at 2530, 4 hexes away (range 11) (§25.13, §25.21 a).
uk-cl-1 sees 2530 and no Allied unit is adjacent to it (§25.21 c).
Its back at altitude 6 (a city) reads 2(?): immobilized on 2 or less; the step value is not known (§25.14, §16.33).
Affected in 2530: de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Naval die for 2530: 3 (no modifier): no effect (§25.2, §25.22, §16.33).
Ammunition check of uk-cl-1: 2d6 = 4, 5: no 1, ammunition left (§25.24).
