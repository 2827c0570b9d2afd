# ruling a14-actions-per=sector: K/3/16 in 0817 spends the East sector's first action (the 1st Division's count is not read).
cmd: resolve tests/examples/data/omaha-actions.csv move unit=K/3/16 to=0816 --rule a14-actions-per=sector --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.east,9:1$' $TMP/s.csv && grep -q '^set,actions.1,9:2$' $TMP/s.csv
--- stdout
Action 1 of 2 of the East sector (§7).
K/3/16 moves from 0817 to 0816 (§7.3).
--- stderr
