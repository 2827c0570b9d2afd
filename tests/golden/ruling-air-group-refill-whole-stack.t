# Ruling air-group=refill (A16): where the whole stack is in the group the readings agree
# and the order is resolved (E10's three companies: the same as E10-16.21-aa-in-hex).
cmd: resolve tests/examples/data/e10.csv bombard kind=air value=2 at=3132 --dice 1,2,3,1,2,6 --tables tests/examples/data/tables-e10 --rule air-group=refill -o $TMP/o.csv
status: 0
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air marker of 2 on 3132 (2 of 4 air points) (§16.12, §16.13).
Its back at altitude 1 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 3132, from the top (3 companies or 9 platoons): aa630-a, aa630-b, aa630-c; an immobilized unit leaves the top of the stack and the next unit that fits is bombed too (§16.31; ruling air-group).
AA fire of aa630-a in the hex: 1d6 = 1 against its attack vs armour 2: +1 to the bombing dice (§16.21).
AA fire of aa630-b in the hex: 1d6 = 2 against its attack vs armour 2: +1 to the bombing dice (§16.21).
AA fire of aa630-c in the hex: 1d6 = 3 against its attack vs armour 2: no effect (§16.21).
Bombing die for aa630-a: 1 +2 (AA) = 3: immobilized (§16.32, §16.33).
Bombing die for aa630-b: 2 +2 (AA) = 4: no effect (§16.32, §16.33).
Bombing die for aa630-c: 6 +2 (AA) = 8: no effect (§16.32, §16.33).
aa630-a is immobilized and goes to the bottom of its stack (§16.33, §16.34).
Axis air points left this turn: 2 (§16.1).
--- stderr
