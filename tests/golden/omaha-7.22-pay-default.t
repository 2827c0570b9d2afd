# §7.22: without pay=, L/3/16 across the line spends its own division's action first (1st: 2).
cmd: resolve tests/examples/data/omaha-actions-pay.csv move unit=L/3/16 to=0819 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,actions.29,9:1' $TMP/s.csv && grep -qx 'set,actions.1,9:2' $TMP/s.csv
--- stdout
Action 2 of 2 of the 1st Division (§7).
L/3/16 moves from 0818 to 0819 (§7.3).
--- stderr
