# DT-11 (§5.11, §5.12): turn 17, high tide; card typed A, A, D (TEST DATA landing
# cells: turn 17 tank A = drift 1 east, D = drift 9 east). T1 drifts from DR1 into
# EG1, which points at no beach hex beyond the high-tide line: delayed to turn 19,
# and 116 HQ, told to follow it, goes with it. T2 drifts from DG1 to DW1. T3 drifts
# off the east end of the row: delayed to 19. The card shows no mine.
cmd: resolve tests/examples/data/omaha-high-drift.csv land sector=west --tables tests/examples/data/omaha-tables --card 5:landing=A,A,D follow=116HQ:T1 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,T1,.*,turn:19,DR1,0,,17,1,0$' $TMP/s.csv
sh: grep -q '^unit,116HQ,.*,turn:19,' $TMP/s.csv
sh: grep -q '^unit,T2,.*,box:DW1,' $TMP/s.csv
sh: grep -q '^unit,T3,.*,turn:19,' $TMP/s.csv
--- stdout
Landing check, west sector, turn 17 (high tide) (§5.1).
landing-west card 5 played at the table: it leaves the draw pile (§2.3).
116HQ (hq) makes no landing check (§5.12).
T1 (tank, symbol 1) in DR1: letter A, drift-1E on the turn 17 Landing Table (§5.1).
T1 drifts 1 box east from DR1 to EG1, which points at no beach hex beyond the high-tide line (§5.11).
T1 is delayed to turn 19: high tide (§5.11).
116HQ goes with T1 (follow=) (§5.12).
T2 (tank, symbol 2) in DG1: letter A, drift-1E on the turn 17 Landing Table (§5.1).
T2 drifts 1 box east: DG1 to DW1 (§5.11).
T3 (tank, symbol 3) in DW1: letter D, drift-9E on the turn 17 Landing Table (§5.1).
T3 drifts 9 boxes east from DW1: off the row (§5.11).
T3 is delayed to turn 19: drifted off the row (§5.11).
The landing card shows no mine explosion (§5.14).
--- stderr
