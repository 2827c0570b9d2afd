# E11 with ruling air-one-both=step-and-immobilized (the example's wording "<= 3
# immobilized" read as including 1): the marker goes and the CP is immobilized too.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 1 --rule air-one-both=step-and-immobilized
status: 0
sh: grep -q "^unit,cp-2228,.*,immobilized$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied air marker of 2 on 2228 (2 of 5 air points) (§16.12, §16.13).
Its back at altitude 3 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 2228, from the top (3 companies or 9 platoons): cp-2228 (§16.31).
Bombing die for cp-2228: 1: a step and immobilized (ruling air-one-both) (§16.32, §16.33).
cp-2228 is a CP on a Fortified marker: its first loss removes the marker instead of a step (E11) (§19.41).
cp-2228 is immobilized and goes to the bottom of its stack (§16.33, §16.34).
Allied air points left this turn: 3 (§16.1).
