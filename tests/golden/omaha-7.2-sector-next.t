# §7.2: the East sector acts (set,sectors,9:east); G/2/116's action in the West sector ends
# the East's actions: recorded set,sectors,9:east west.
cmd: resolve tests/golden/data/omaha/seq-7.2-east.csv move unit=G/2/116 to=0820 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,sectors,9:east west' $TMP/s.csv
--- stdout
The US action phase begins: command for free actions is judged now (0 units under command of an HQ, General or CP; set,commanded) (§7.1, §7.33).
The East sector's actions are finished: the West sector acts (§7.2).
Action 1 of 2 of the 29th Division (§7).
G/2/116 moves from 0819 to 0820 (§7.3).
--- stderr
