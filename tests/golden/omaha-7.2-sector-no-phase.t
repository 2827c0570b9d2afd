# §7.2, issue 12: without set,phase the order of the sectors is the player's (as before):
# K/3/16 acts in the East sector though set,sectors says the West acts now.
cmd: resolve tests/golden/data/omaha/seq-7.2-nophase.csv move unit=K/3/16 to=0816 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,sectors,9:east west' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
K/3/16 moves from 0817 to 0816 (§7.3).
--- stderr
