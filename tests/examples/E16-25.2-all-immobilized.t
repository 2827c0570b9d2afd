# E16: "on 2 or less every unit of the hex is immobilized": one die for the hex
# (ruling naval-roll=per-hex), 2: both companies in 2530 are immobilized and go to
# the bottom. The British CL's step value is not in the text: a test copy of the
# table gives 2(0).
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 2,4,5 --tables tests/examples/data/tables-e16
status: 0
sh: grep -q "^unit,de-2530-a,.*,2530,,1,2,2,.*,immobilized$" "$TMP/.out"
sh: grep -q "^unit,de-2530-b,.*,2530,,2,2,2,.*,immobilized$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-cl-1 (UK CL) in 2232 fires at 2530, 4 hexes away (range 11) (§25.13, §25.21 a).
uk-cl-1 sees 2530 and no Allied unit is adjacent to it (§25.21 c).
Its back at altitude 6 (a city) reads 2(0) (§25.14, §16.33).
Affected in 2530: de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Naval die for 2530: 2 (no modifier): every affected unit is immobilized (E16) (§25.2, §25.22, §16.33).
Ammunition check of uk-cl-1: 2d6 = 4, 5: no 1, ammunition left (§25.24).
de-2530-a is immobilized and goes to the bottom of its stack (§16.34, §25.2).
de-2530-b is immobilized and goes to the bottom of its stack (§16.34, §25.2).
