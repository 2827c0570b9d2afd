# §7.22 (« si une dépense est nécessaire »): a Ranger's action is free: pay=1 spends nothing.
cmd: resolve tests/examples/data/omaha-actions.csv move unit=A/2R to=0817 pay=1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,actions.1,9:2' $TMP/s.csv
--- stdout
pay=1: the action is free, no division pays (§7.22).
A free action (a Ranger unit): the 1st Division's count stays (§7.1).
A/2R moves from 0816 to 0817 (§7.3).
--- stderr
