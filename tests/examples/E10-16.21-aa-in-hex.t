# E10 (§16.21, §16.24): an Axis marker on the 630th's own hex: 3 dice, one per
# company, each <= 2 (its attack vs armour) is +1: 1 and 2 succeed, 3 fails: +2.
# The three companies are the affected group (§16.31); bombing dice 1, 2, 6 +2 =
# 3, 4, 8 on the test back 3(1) (test data: the Axis backs are not in the text):
# aa630-a is immobilized and goes to the bottom, the others are unharmed. Each
# company keeps its AA result for the phase (§16.23) and is "fired" (§15.31).
cmd: resolve tests/examples/data/e10.csv bombard kind=air value=2 at=3132 --dice 1,2,3,1,2,6 --tables tests/examples/data/tables-e10
status: 0
sh: grep -q "^unit,aa630-a,.*,3132,,3,1,1,.*,aa_hit;fired;immobilized$" "$TMP/.out"
sh: grep -q "^unit,aa630-c,.*,3132,,2,1,1,.*,aa_miss;fired$" "$TMP/.out"
sh: grep -q "^set,air_points.axis,2$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air marker of 2 on 3132 (2 of 4 air points) (§16.12, §16.13).
Its back at altitude 1 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 3132, from the top (3 companies or 9 platoons): aa630-a, aa630-b, aa630-c (§16.31).
AA fire of aa630-a in the hex: 1d6 = 1 against its attack vs armour 2: +1 to the bombing dice (§16.21).
AA fire of aa630-b in the hex: 1d6 = 2 against its attack vs armour 2: +1 to the bombing dice (§16.21).
AA fire of aa630-c in the hex: 1d6 = 3 against its attack vs armour 2: no effect (§16.21).
Bombing die for aa630-a: 1 +2 (AA) = 3: immobilized (§16.32, §16.33).
Bombing die for aa630-b: 2 +2 (AA) = 4: no effect (§16.32, §16.33).
Bombing die for aa630-c: 6 +2 (AA) = 8: no effect (§16.32, §16.33).
aa630-a is immobilized and goes to the bottom of its stack (§16.33, §16.34).
Axis air points left this turn: 2 (§16.1).
