# §5.3: K/3/16 (ER3) goes to ER3; E/2/16 (beach ER) to ER1; 116 HQ (29th) to
# DW1; C/2R (CH1) to CH1; I/3/16 arrives next turn.
cmd: resolve tests/examples/data/omaha-arrive-3.csv arrive place=E/2/16:ER1,116HQ:DW1 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,.*,box:ER3,' $TMP/s.csv
sh: grep -q '^unit,E/2/16,.*,box:ER1,' $TMP/s.csv
sh: grep -q '^unit,116HQ,.*,box:DW1,' $TMP/s.csv
sh: grep -q '^unit,C/2R,.*,box:CH1,' $TMP/s.csv
sh: grep -q '^unit,I/3/16,.*,turn:4,' $TMP/s.csv
--- stdout
116HQ is placed in box DW1 (§5.3).
C/2R is placed in box CH1 (§5.3).
E/2/16 is placed in box ER1 (§5.3).
K/3/16 is placed in box ER3 (§5.3).
--- stderr
