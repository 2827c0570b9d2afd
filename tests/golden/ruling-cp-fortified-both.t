# Ruling cp-fortified=both (A34): the marker goes and the CP loses its step: eliminated.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --dice 1 --rule cp-fortified=both -o $TMP/o.csv
status: 0
sh: grep -q "^unit,cp-2228,axis,DE,,,cp,platoon,nato,soft,,eliminated," $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied air marker of 2 on 2228 (2 of 5 air points) (§16.12, §16.13).
Its back at altitude 3 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 2228, from the top (3 companies or 9 platoons): cp-2228 (§16.31).
Bombing die for cp-2228: 1: a step (§16.32, §16.33).
cp-2228 is a CP on a Fortified marker: its first loss removes the marker, and the CP loses the step too (ruling cp-fortified=both) (§19.41).
cp-2228 loses a step: eliminated (§16.33).
No unit is left in 2228: its Fortified marker is removed (§19.3).
Allied air points left this turn: 3 (§16.1).
--- stderr
