# E10 (§16.22): a marker on the adjacent hex 3133: one 2d6 roll for the 630th's
# stack, <= 2 + 2 + 2 = 6 is +1 for the whole hex: 3+3 = 6 succeeds.
cmd: resolve tests/examples/data/e10.csv bombard kind=air value=2 at=3133 --dice 3,3,1 --tables tests/examples/data/tables-e10
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air marker of 2 on 3133 (2 of 4 air points) (§16.12, §16.13).
Its back at altitude 1 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 3133, from the top (3 companies or 9 platoons): us-inf (§16.31).
AA fire of the stack in 3132 (adjacent): 2d6 = 3+3 = 6 against 6: +1 to the bombing dice (§16.22).
Bombing die for us-inf: 1 +1 (AA) = 2: immobilized (§16.32, §16.33).
us-inf is immobilized and goes to the bottom of its stack (§16.33, §16.34).
Axis air points left this turn: 2 (§16.1).
