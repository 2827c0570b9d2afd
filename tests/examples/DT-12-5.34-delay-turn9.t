# DT-12 (§5.34): on turn 9, P/3/116 is delayed by choice to turn 10.
cmd: resolve tests/examples/data/omaha-arrive-9.csv arrive delay=P/3/116 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,P/3/116,.*,turn:10,DW1,0,,,1,0$' $TMP/s.csv
--- stdout
P/3/116's arrival is delayed by choice to turn 10 (§5.34).
--- stderr
