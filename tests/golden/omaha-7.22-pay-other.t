# §7.22 (« Vous pouvez dépenser une action provenant de chaque division »): L/3/16 (1st) stands
# across the sector line; the 1st Division still has an action, but the player chooses the
# 29th's with pay=29: the 29th's count goes to 2, the 1st's stays 1.
cmd: resolve tests/examples/data/omaha-actions-pay.csv move unit=L/3/16 to=0819 pay=29 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,actions.29,9:2' $TMP/s.csv && grep -qx 'set,actions.1,9:1' $TMP/s.csv
--- stdout
pay=29: L/3/16 has crossed the sector line: it spends an action of the 29th Division (your choice) (§7.22).
Action 2 of 2 of the 29th Division (§7).
L/3/16 moves from 0818 to 0819 (§7.3).
--- stderr
