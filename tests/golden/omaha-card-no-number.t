# A card typed without its number: the draw pile is left as it is.
cmd: resolve fixtures/omaha/landing-turn2.csv land sector=west --card landing=B,A,D -o $TMP/s.csv
status: 0
sh: test $(grep -c ',pile$' $TMP/s.csv) = 54
--- stdout
Landing check, west sector, turn 2 (low tide) (§5.1).
landing-west card typed at the table, its number not given: the draw pile is left as it is (§2.3).
A/1/116 (inf, symbol 1) in DG1: letter B, drift-2E on the turn 2 Landing Table (§5.1).
A/1/116 drifts 2 boxes east: DG1 to DR1 (§5.11).
B/1/116 (inf, symbol 2) in DW1: letter A, drift-4E on the turn 2 Landing Table (§5.1).
B/1/116 drifts 4 boxes east: DW1 to ER1 (§5.11).
C/1/116 (inf, symbol 2) in DR1: letter A, drift-4E on the turn 2 Landing Table (§5.1).
C/1/116 drifts 4 boxes east: DR1 to X3 (§5.11).
D/1/116 (inf, symbol 3) in DW1: letter D, none on the turn 2 Landing Table (§5.1).
D/1/116: no effect (§5.1).
--- stderr
