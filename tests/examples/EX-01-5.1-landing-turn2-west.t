# EX-01 (§5.1 example): turn 2, four West-sector infantry companies; the card reads
# B, A, D for target symbols 1, 2, 3 (typed: its faces are not in the text). Symbol 1
# (A/1/116, DG1) drifts 2 boxes east (B) to DR1; both symbol 2 (B/1/116 in DW1, C/1/116
# in DR1) drift 4 boxes east (A), to ER1 and to the uncoded box X3; symbol 3 (D/1/116)
# has no effect (D). Every cell used is one the text gives.
cmd: resolve fixtures/omaha/landing-turn2.csv land sector=west --card 12:landing=B,A,D -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,A/1/116,29,29,inf,3,3,1,box:DR1,DG1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'unit,B/1/116,29,29,inf,3,3,2,box:ER1,DW1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'unit,C/1/116,29,29,inf,3,3,2,box:X3,DR1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'unit,D/1/116,29,29,inf,3,3,3,box:DW1,DW1,0,,2,0,0' $TMP/s.csv
sh: grep -qx 'card,12,track:landing-west' $TMP/s.csv
--- stdout
Landing check, west sector, turn 2 (low tide) (§5.1).
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
