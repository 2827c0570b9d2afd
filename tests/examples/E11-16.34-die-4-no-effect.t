# E11: a die of 4 is above 3: no effect.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 4
status: 0
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied air marker of 2 on 2228 (2 of 5 air points) (§16.12, §16.13).
Its back at altitude 3 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 2228, from the top (3 companies or 9 platoons): cp-2228 (§16.31).
Bombing die for cp-2228: 4: no effect (§16.32, §16.33).
Allied air points left this turn: 3 (§16.1).
