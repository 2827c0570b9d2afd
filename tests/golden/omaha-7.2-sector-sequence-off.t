# §7.2 with ruling sequence=off: the players resolve out of order on purpose: no check.
cmd: resolve --rule sequence=off tests/golden/data/omaha/seq-7.2-done.csv move unit=K/3/16 to=0816 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/3/16,1,1,inf,3,3,1,0816,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
K/3/16 moves from 0817 to 0816 (§7.3).
--- stderr
