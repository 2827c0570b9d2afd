# §22.1 (« Pour les tours 4 et 5, utilisez la table de débarquement des tours 2 et 3 »): the §5.1
# example's card (B, A, D) on turn 4 with variant 22.1 reads the turn-2 rows the text gives, with
# the shipped tables: A/1/116 drifts 2 east, B/1/116 4 east, D/1/116 no effect.
cmd: resolve tests/golden/data/omaha/v22.1-land-turn4.csv land sector=west --card 12:landing=B,A,D -o $TMP/s.csv
status: 0
sh: grep -q '^unit,A/1/116,29,29,inf,.*box:DR1' $TMP/s.csv
--- stdout
Landing check, west sector, turn 4 (low tide) (§5.1).
Variant 22.1: turn 4 uses the Landing Table of turn 2 (§22.1).
landing-west card 12 played at the table: it leaves the draw pile (§2.3).
A/1/116 (inf, symbol 1) in DG1: letter B, drift-2E on the turn 2 Landing Table (§5.1).
A/1/116 drifts 2 boxes east: DG1 to DR1 (§5.11).
B/1/116 (inf, symbol 2) in DW1: letter A, drift-4E on the turn 2 Landing Table (§5.1).
B/1/116 drifts 4 boxes east: DW1 to ER1 (§5.11).
C/1/116 (inf, symbol 2) in DR1: letter A, drift-4E on the turn 2 Landing Table (§5.1).
C/1/116 drifts 4 boxes east: DR1 to X3 (§5.11).
D/1/116 (inf, symbol 3) in DW1: letter D, none on the turn 2 Landing Table (§5.1).
D/1/116: no effect (§5.1).
--- stderr
