# §7.2, §7.22, ruling sector-order-unit=hex (default): L/3/16 (1st Division) stands in the
# West sector's 0818: it acts with the West sector, which acts now (set,sectors,9:east west).
cmd: resolve tests/golden/data/omaha/seq-7.2-done.csv move unit=L/3/16 to=0819 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,L/3/16,1,1,inf,3,3,1,0819,' $TMP/s.csv
--- stdout
The US action phase begins: command for free actions is judged now (0 units under command of an HQ, General or CP; set,commanded) (§7.1, §7.33).
Action 1 of 2 of the 1st Division (§7).
L/3/16 moves from 0818 to 0819 (§7.3).
--- stderr
