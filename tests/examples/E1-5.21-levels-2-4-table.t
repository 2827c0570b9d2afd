# E1 (§5.2): the same hex by the end-of-book table as the OCR reads it (digest O2,
# A2): 4 MP (ruling mech-mp=table).
cmd: resolve tests/examples/data/e1.csv move unit=pz-1 path=4642 --rule mech-mp=table -o $TMP/out.csv
status: 0
sh: grep -q "^unit,pz-1,.*,4642,.*,moved;mp=4$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Ruling mech-mp=table applies, not the default (umpire rulings salerno43) (§5.2, §5.21; A2, O2, E1).
pz-1: movement allowance 10, mechanised (§2.12).
4642: +4 MP (mechanised, levels 2-4, the table's figure (ruling mech-mp)), 4 of 10 MP spent (§5.21).
Moved to 4642: 1 hex entered (§5.1).
--- stderr
