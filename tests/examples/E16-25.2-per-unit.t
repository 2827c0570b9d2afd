# E16 with ruling naval-roll=per-unit (§25.2 'as air bombardment'): one die per
# unit: 2 immobilizes de-2530-a, 3 spares de-2530-b.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 2,3,4,5 --rule naval-roll=per-unit --tables tests/examples/data/tables-e16
status: 0
sh: grep -q "^unit,de-2530-a,.*,immobilized$" "$TMP/.out"
sh: grep -q "^unit,de-2530-b,.*,2530,,1,2,2,.*,$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-cl-1 (UK CL) in 2232 fires at 2530, 4 hexes away (range 11) (§25.13, §25.21 a).
uk-cl-1 sees 2530 and no Allied unit is adjacent to it (§25.21 c).
Its back at altitude 6 (a city) reads 2(0) (§25.14, §16.33).
Affected in 2530: de-2530-a, de-2530-b (§25.0; ruling naval-cap).
Naval die for de-2530-a: 2 (no modifier): immobilized (§25.2, §25.22, §16.33).
Naval die for de-2530-b: 3 (no modifier): no effect (§25.2, §25.22, §16.33).
Ammunition check of uk-cl-1: 2d6 = 4, 5: no 1, ammunition left (§25.24).
de-2530-a is immobilized and goes to the bottom of its stack (§16.34, §25.2).
