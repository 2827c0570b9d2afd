# DT-12 (§5.34): without place=, the delayed unit arriving on turn 10 goes to its
# box DW1.
cmd: resolve tests/examples/data/omaha-arrive-10.csv arrive -o $TMP/s.csv
status: 0
sh: grep -q '^unit,P/3/116,.*,box:DW1,DW1,0,,,0,0$' $TMP/s.csv
--- stdout
P/3/116 is placed in box DW1 (§5.3).
--- stderr
