# §19.3: without a base, L/3/16's move from the shelf up to 0911 is a counted action (1 of 3, §17).
cmd: resolve tests/examples/data/omaha-base-move-none.csv move unit=L/3/16 to=0911 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.1,18:1$' $TMP/s.csv
--- stdout
Action 1 of 3 of the 1st Division (§17).
L/3/16 moves from 0811 to 0911 (§7.3).
--- stderr
