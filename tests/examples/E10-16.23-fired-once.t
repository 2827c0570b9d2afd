# E10, §16.23: the 630th already fired this phase (a succeeded, b and c missed):
# no die is rolled again and a's success stands: +1 on its own hex; the only die
# is the bombing die of each affected unit (1+1 = 2, 3+1 = 4, 4+1 = 5). The Axis
# spends its last 2 points.
cmd: resolve tests/examples/data/e10-fired.csv bombard kind=air value=2 at=3132 --dice 1,3,4 --tables tests/examples/data/tables-e10
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air marker of 2 on 3132 (2 of 2 air points) (§16.12, §16.13).
Its back at altitude 1 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 3132, from the top (3 companies or 9 platoons): aa630-a, aa630-b, aa630-c (§16.31).
aa630-a already fired this phase (a success): +1 (§16.23).
aa630-b already fired this phase (a miss): no effect (§16.23).
aa630-c already fired this phase (a miss): no effect (§16.23).
Bombing die for aa630-a: 1 +1 (AA) = 2: immobilized (§16.32, §16.33).
Bombing die for aa630-b: 3 +1 (AA) = 4: no effect (§16.32, §16.33).
Bombing die for aa630-c: 4 +1 (AA) = 5: no effect (§16.32, §16.33).
aa630-a is immobilized and goes to the bottom of its stack (§16.33, §16.34).
Axis air points left this turn: 0 (§16.1).
