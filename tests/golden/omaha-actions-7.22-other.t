# §7.22: L/3/16 (1st Division) stands across the sector line: its division's actions are spent, it spends the 29th's (2 of 2).
cmd: resolve tests/examples/data/omaha-actions.csv move unit=L/3/16 to=0819 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.29,9:2$' $TMP/s.csv && grep -q '^set,actions.1,9:2$' $TMP/s.csv && grep -q '^set,acted,9:M/3/16 L/3/16$' $TMP/s.csv
--- stdout
L/3/16 has crossed the sector line: it spends an action of the 29th Division (§7.22).
Action 2 of 2 of the 29th Division (§7).
L/3/16 moves from 0818 to 0819 (§7.3).
--- stderr
