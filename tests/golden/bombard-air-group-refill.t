# Ruling air-group=refill (A16): the three AA companies fill the top 3 companies
# of 3132 (§16.31); us-x, the fourth, is outside. Their AA fire has already
# missed this phase (§16.23): no AA die. On the test back 3(1) aa630-a's 2 immobilizes it and sends it to the bottom
# (§16.33), so under refill the count from the top reaches us-x, whose die 1
# costs it a step. By default (fixed, A16) the group stays a, b, c: the same
# dice leave us-x untouched and the 1 is not rolled.
cmd: resolve tests/golden/data/bombard-air-refill.csv bombard kind=air value=2 at=3132 --dice 2,4,4,1 --tables tests/examples/data/tables-e10 --rule air-group=refill
status: 0
sh: grep -q '^unit,us-x,.*,3132,,3,1,2,' "$TMP/.out"
sh: grep -q '^unit,aa630-a,.*,3132,,4,1,1,.*immobilized$' "$TMP/.out"
sh: $UMPIRE resolve tests/golden/data/bombard-air-refill.csv bombard kind=air value=2 at=3132 --dice 2,4,4 --tables tests/examples/data/tables-e10 -o $TMP/fixed.csv
sh: grep -q '^unit,us-x,.*,3132,,3,2,2,' $TMP/fixed.csv
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air marker of 2 on 3132 (2 of 4 air points) (§16.12, §16.13).
Its back at altitude 1 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 3132, from the top (3 companies or 9 platoons): aa630-a, aa630-b, aa630-c; an immobilized unit leaves the top of the stack and the next unit that fits is bombed too (§16.31; ruling air-group).
aa630-a already fired this phase (a miss): no effect (§16.23).
aa630-b already fired this phase (a miss): no effect (§16.23).
aa630-c already fired this phase (a miss): no effect (§16.23).
Bombing die for aa630-a: 2: immobilized (§16.32, §16.33).
Bombing die for aa630-b: 4: no effect (§16.32, §16.33).
Bombing die for aa630-c: 4: no effect (§16.32, §16.33).
Bombing die for us-x: 1: a step (§16.32, §16.33).
aa630-a is immobilized and goes to the bottom of its stack (§16.33, §16.34).
us-x loses a step: flipped to its reduced side (§16.33).
Axis air points left this turn: 2 (§16.1).
