# §7.2: the East sector acts (set,sectors,9:east); K/3/16's action there keeps the order.
cmd: resolve tests/golden/data/omaha/seq-7.2-east.csv move unit=K/3/16 to=0816 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,sectors,9:east' $TMP/s.csv
--- stdout
The US action phase begins: command for free actions is judged now (0 units under command of an HQ, General or CP; set,commanded) (§7.1, §7.33).
Action 1 of 2 of the 1st Division (§7).
K/3/16 moves from 0817 to 0816 (§7.3).
--- stderr
