# --card with every part typed (landing, fire, target, art).
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card '3:landing=B,A,D;fire=red,blue2*,green+armor/A;target=2;art=3/75-88-105' -o $TMP/s.csv
status: 0
sh: grep -qx 'card,3,track:landing-west' $TMP/s.csv
--- stdout
Landing check, west sector, turn 2 (low tide) (§5.1).
landing-west card 3 played at the table: it leaves the draw pile (§2.3).
A/1/116 (inf, symbol 1) in DG1: letter B, drift-2E on the turn 2 Landing Table (§5.1).
A/1/116 drifts 2 boxes east: DG1 to DR1 (§5.11).
B/1/116 (inf, symbol 2) in DW1: letter A, drift-4E on the turn 2 Landing Table (§5.1).
B/1/116 drifts 4 boxes east: DW1 to ER1 (§5.11).
C/1/116 (inf, symbol 2) in DR1: letter A, drift-4E on the turn 2 Landing Table (§5.1).
C/1/116 drifts 4 boxes east: DR1 to X3 (§5.11).
D/1/116 (inf, symbol 3) in DW1: letter D, none on the turn 2 Landing Table (§5.1).
D/1/116: no effect (§5.1).
--- stderr
