# Ruling cp-fortified=marker-only (default, A34, E11, §19.23, §19.41): the air marker's 1
# on 2228 is a step; the CP's first loss removes the Fortified marker instead, and
# the CP stays on the map.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 1 -o $TMP/o.csv
status: 0
sh: grep -q "^unit,cp-2228,axis,DE,,,cp,platoon,nato,soft,,2228," $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied air marker of 2 on 2228 (2 of 5 air points) (§16.12, §16.13).
Its back at altitude 3 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 2228, from the top (3 companies or 9 platoons): cp-2228 (§16.31).
Bombing die for cp-2228: 1: a step (§16.32, §16.33).
cp-2228 is a CP on a Fortified marker: its first loss removes the marker instead of a step (E11) (§19.41).
Allied air points left this turn: 3 (§16.1).
--- stderr
