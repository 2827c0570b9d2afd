# §14, §17: from turn 17 three actions a division: K/3/16 spends the 1st Division's third.
cmd: resolve tests/examples/data/omaha-actions-17.csv move unit=K/3/16 to=0816 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.1,17:3$' $TMP/s.csv
--- stdout
Action 3 of 3 of the 1st Division (§17).
K/3/16 moves from 0817 to 0816 (§7.3).
--- stderr
