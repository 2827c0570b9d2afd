# E11 (§16.34, §19.41): the Allied value-2 marker on 2228, altitude 3, back 3(1).
# A die of 1 is a step: the CP's first loss removes the Fortified marker instead
# (ruling cp-fortified=marker-only); by §16.33 a step is not also immobilized.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 1
status: 0
sh: grep -q "^hex,2228,3,clear,,,$" "$TMP/.out"
sh: grep -q "^unit,cp-2228,.*,2228,,1,1,1,.*,$" "$TMP/.out"
sh: grep -q "^marker,air-allied-2228,air,2228,2,axis$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied air marker of 2 on 2228 (2 of 5 air points) (§16.12, §16.13).
Its back at altitude 3 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 2228, from the top (3 companies or 9 platoons): cp-2228 (§16.31).
Bombing die for cp-2228: 1: a step (§16.32, §16.33).
cp-2228 is a CP on a Fortified marker: its first loss removes the marker instead of a step (E11) (§19.41).
Allied air points left this turn: 3 (§16.1).
