# §7.2: a count of another turn is none: the 29th Division's turn-16 count does not stop G/2/116 on turn 17.
cmd: resolve tests/examples/data/omaha-actions-17.csv move unit=G/2/116 to=0820 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.29,17:1$' $TMP/s.csv && grep -q '^set,acted,17:G/2/116$' $TMP/s.csv
--- stdout
Action 1 of 3 of the 29th Division (§17).
G/2/116 moves from 0819 to 0820 (§7.3).
--- stderr
