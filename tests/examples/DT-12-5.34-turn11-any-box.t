# DT-12 (§5.34): a delayed unit arriving after turn 10 may use any box of either
# sector: P/3/116 (29th, DW1) goes to the East box ER1.
cmd: resolve tests/examples/data/omaha-arrive-11.csv arrive place=P/3/116:ER1 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,P/3/116,.*,box:ER1,DW1,0,,,0,0$' $TMP/s.csv
--- stdout
P/3/116 is placed in box ER1 (§5.34).
--- stderr
